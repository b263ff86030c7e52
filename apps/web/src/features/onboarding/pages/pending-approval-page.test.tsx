import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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

  it('says the screen moves on by itself, and never asks for the button to be pressed', async () => {
    mockFetch({ 'GET /api/auth/me': { body: { ...pending, company_name: null } } });
    setSession('tok', pending);
    renderScreen(<PendingApprovalPage />);
    expect(
      await screen.findByText(
        'İşvereniniz karar verdiği anda bu ekran kendiliğinden ilerler; bir şeye basmanız gerekmez.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('pending-approval')).not.toHaveTextContent(/düğmesine basın/);
  });

  it('says the same without a name', async () => {
    mockFetch({ 'GET /api/auth/me': { body: { ...pending, company_name: null } } });
    setSession('tok', pending);
    renderScreen(<PendingApprovalPage />);
    expect(await screen.findByText(/^Şirkete katılma isteğiniz işvereninize iletildi/)).toBeInTheDocument();
  });

  it('moves on as soon as the employer approves, without a button press', async () => {
    let approved = false;
    const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
      const url = String(input);
      if (url === '/api/auth/approval-events') {
        // The stream's first event: the decision.
        approved = true;
        const frame = `data: ${JSON.stringify({ type: 'employee.decided', user_id: 'u1', approved: true })}\n\n`;
        return new Response(frame, { status: 200, headers: { 'content-type': 'text/event-stream' } });
      }
      const body = { ...pending, is_approved: approved, company_name: 'Aydın Lojistik' };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    vi.stubGlobal('fetch', fetchMock);
    setSession('tok', pending);
    renderScreen(<PendingApprovalPage />);
    await waitFor(() => expect(getSession()?.user.is_approved).toBe(true));
    expect(fetchMock.mock.calls.some(([input, init]) => String(input) === '/api/auth/approval-events' && init)).toBe(
      true,
    );
    vi.unstubAllGlobals();
  });
});
