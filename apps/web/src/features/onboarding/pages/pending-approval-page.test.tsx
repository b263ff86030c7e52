import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSession, setSession } from '../../../lib/session';
import { mockFetch, renderScreen } from '../../../test/render';
import { PendingApprovalPage } from './pending-approval-page';

const pending = {
  id: 'u1',
  name: 'Can Aydın',
  email: 'can@example.com',
  phone: null,
  role: 'isci' as const,
  company_id: 'c1',
  is_approved: false,
  can_create_groups: false,
  pinned_conversations: [],
  created_at: '2026-11-22T10:00:00Z',
};

describe('PendingApprovalPage', () => {
  it('names the company the request went to, and keeps the stored user plain', async () => {
    mockFetch({ 'GET /api/auth/me': { body: { ...pending, company_name: 'Aydın Lojistik' } } });
    setSession('tok', pending);
    renderScreen(<PendingApprovalPage />);
    expect(await screen.findByText(/Aydın Lojistik şirketine katılma isteğiniz/)).toBeInTheDocument();
    expect(getSession()?.user).not.toHaveProperty('company_name');
  });

  it('says the same without a name', async () => {
    mockFetch({ 'GET /api/auth/me': { body: { ...pending, company_name: null } } });
    setSession('tok', pending);
    renderScreen(<PendingApprovalPage />);
    expect(await screen.findByText(/^Şirkete katılma isteğiniz işvereninize iletildi/)).toBeInTheDocument();
  });
});
