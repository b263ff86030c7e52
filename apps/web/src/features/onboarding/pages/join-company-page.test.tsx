import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSession, setSession } from '../../../lib/session';
import { callsTo, mockFetch, renderScreen } from '../../../test/render';
import { JoinCompanyPage } from './join-company-page';

const worker = {
  id: 'u1',
  name: 'Can Aydın',
  email: 'can@example.com',
  phone: null,
  role: 'isci' as const,
  company_id: null,
  is_approved: false,
  can_create_groups: false,
  pinned_conversations: [],
  created_at: '2026-11-22T10:00:00Z',
};

describe('JoinCompanyPage', () => {
  it('checks the SRK + 8 digits format before sending', async () => {
    const fetchMock = mockFetch({});
    setSession('tok', worker);
    const view = renderScreen(<JoinCompanyPage />);
    await view.user.type(screen.getByLabelText(/Şirket Kodu/), 'srk123');
    await view.user.click(screen.getByRole('button', { name: 'Şirkete Katıl' }));
    // The contract's message, the one the server answers with.
    expect(await screen.findByText('Şirket kodu geçersiz. Kod SRK ve 8 rakamdan oluşur.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/companies/join')).toHaveLength(0);
  });

  it('joins with an upper-case code and keeps the pending user', async () => {
    const fetchMock = mockFetch({
      'POST /api/companies/join': { body: { message: 'ok', user: { ...worker, company_id: 'c1' } } },
    });
    setSession('tok', worker);
    const view = renderScreen(<JoinCompanyPage />);
    await view.user.type(screen.getByLabelText(/Şirket Kodu/), 'srk12345678');
    await view.user.click(screen.getByRole('button', { name: 'Şirkete Katıl' }));
    await waitFor(() => expect(getSession()?.user.company_id).toBe('c1'));
    expect(callsTo(fetchMock, 'POST /api/companies/join')[0]).toEqual({ company_code: 'SRK12345678' });
  });

  it('tells a rejected applicant which company turned them down, and that they may ask again', async () => {
    mockFetch({
      'GET /api/auth/me': { body: { ...worker, company_name: null, join_rejected_by: 'Aydın Lojistik' } },
    });
    setSession('tok', worker);
    renderScreen(<JoinCompanyPage />);
    const notice = await screen.findByTestId('join-rejected');
    expect(notice).toHaveTextContent('Aydın Lojistik şirketine katılma isteğiniz reddedildi.');
    expect(notice).toHaveTextContent('Başka bir şirketin koduyla hemen');
  });

  it('says nothing of the kind to someone never rejected', async () => {
    const fetchMock = mockFetch({
      'GET /api/auth/me': { body: { ...worker, company_name: null, join_rejected_by: null } },
    });
    setSession('tok', worker);
    renderScreen(<JoinCompanyPage />);
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/auth/me')).toHaveLength(1));
    expect(screen.queryByTestId('join-rejected')).not.toBeInTheDocument();
  });
});
