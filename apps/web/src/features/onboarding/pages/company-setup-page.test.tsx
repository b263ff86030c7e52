import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSession, setSession } from '../../../lib/session';
import { callsTo, mockFetch, renderScreen } from '../../../test/render';
import { CompanySetupPage } from './company-setup-page';

const employer = {
  id: 'u1',
  name: 'Ali Kaya',
  email: 'ali@example.com',
  phone: null,
  role: 'isveren' as const,
  company_id: null,
  is_approved: true,
  can_create_groups: true,
  pinned_conversations: [],
  created_at: '2026-11-22T10:00:00Z',
};

const company = {
  id: 'c1',
  name: 'Yıldız Lojistik',
  description: null,
  code: 'SRK12345678',
  owner_id: 'u1',
  subscription_status: 'active',
  subscription_plan_id: null,
  plan_name: null,
  is_trial: true,
  subscription_end_date: '2026-12-06T10:00:00Z',
  max_users: null,
  user_count: 1,
  messaging_mode: 'acik',
  created_at: '2026-11-22T10:00:00Z',
};

describe('CompanySetupPage', () => {
  it('keeps "Şirketi Oluştur" disabled while the name is blank', async () => {
    mockFetch({});
    setSession('tok', employer);
    const view = renderScreen(<CompanySetupPage />, { path: '/company-setup' });
    const submit = screen.getByRole('button', { name: 'Şirketi Oluştur' });
    expect(submit).toBeDisabled();
    await view.user.type(screen.getByLabelText(/Şirket Adı/), '   ');
    expect(submit).toBeDisabled();
    await view.user.type(screen.getByLabelText(/Şirket Adı/), 'Yıldız');
    expect(submit).toBeEnabled();
  });

  it('creates the company and stores it on the user', async () => {
    const fetchMock = mockFetch({
      'POST /api/companies/create': { status: 201, body: { message: 'ok', company_id: 'c1', company } },
    });
    setSession('tok', employer);
    const view = renderScreen(<CompanySetupPage />, { path: '/company-setup' });
    await view.user.type(screen.getByLabelText(/Şirket Adı/), '  Yıldız Lojistik ');
    await view.user.click(screen.getByRole('button', { name: 'Şirketi Oluştur' }));
    await waitFor(() => expect(getSession()?.user.company_id).toBe('c1'));
    expect(callsTo(fetchMock, 'POST /api/companies/create')[0]).toEqual({ name: 'Yıldız Lojistik' });
  });
});
