import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, mockFetch, renderScreen } from '../../../test/render';
import { MessagingPolicyPanel } from './messaging-policy-panel';

const company = {
  id: 'c1',
  name: 'Yıldız',
  description: null,
  code: 'SRK12345678',
  owner_id: 'o',
  subscription_status: 'active',
  subscription_plan_id: null,
  plan_name: null,
  is_trial: true,
  subscription_end_date: null,
  max_users: null,
  user_count: 3,
  messaging_mode: 'acik',
  created_at: '2026-11-22T10:00:00Z',
};

describe('MessagingPolicyPanel', () => {
  it('shows the company’s rule with a sentence for each, and saves a new choice', async () => {
    const fetchMock = mockFetch({
      'GET /api/companies/my': { body: company },
      'PUT /api/companies/my/settings': { body: { ...company, messaging_mode: 'hiyerarsik' } },
    });
    const { user } = renderScreen(<MessagingPolicyPanel />);
    expect(await screen.findByRole('radio', { name: /Açık/ })).toBeChecked();
    expect(screen.getByText(/işçiler birbirleriyle/)).toBeInTheDocument();
    expect(screen.getByText(/görev zincirini izler/)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Hiyerarşik/ }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'PUT /api/companies/my/settings')).toEqual([{ messaging_mode: 'hiyerarsik' }]),
    );
    expect(await screen.findByText('Mesajlaşma kuralı güncellendi')).toBeInTheDocument();
  });
});
