import type { Company } from '@vazife/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../test/render';
import { InviteTeamCard } from './invite-team-card';

const company = (userCount: number): Company => ({
  id: 'c1',
  name: 'Yıldız Lojistik',
  description: null,
  code: 'SRK12345678',
  owner_id: 'u1',
  subscription_status: 'active',
  subscription_plan_id: null,
  plan_name: null,
  is_trial: true,
  subscription_end_date: null,
  max_users: null,
  user_count: userCount,
  messaging_mode: 'acik',
  created_at: '2026-11-01T10:00:00Z',
});

describe('InviteTeamCard', () => {
  it('shows a new employer, still alone in the company, the code to share', () => {
    renderScreen(<InviteTeamCard company={company(1)} />);
    expect(screen.getByTestId('invite-team-card')).toHaveTextContent('Ekibinizi ekleyin');
    expect(screen.getByTestId('invite-code')).toHaveTextContent('SRK12345678');
    expect(screen.getByRole('link', { name: 'Çalışanlara git' })).toHaveAttribute('href', '/dashboard/employees');
  });

  it('steps aside once someone has joined', () => {
    renderScreen(<InviteTeamCard company={company(2)} />);
    expect(screen.queryByTestId('invite-team-card')).toBeNull();
  });
});
