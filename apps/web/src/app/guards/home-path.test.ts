import type { UserPublic } from '@vazife/contract';
import { describe, expect, it } from 'vitest';
import { homePathFor } from './home-path';

const base: UserPublic = {
  id: 'u',
  name: 'X',
  email: 'x@example.com',
  phone: null,
  role: 'isci',
  company_id: 'c',
  is_approved: true,
  can_create_groups: false,
  pinned_conversations: [],
  created_at: '2026-11-22T10:00:00Z',
};

describe('homePathFor', () => {
  it('sends an employer without a company to company setup', () => {
    expect(homePathFor({ ...base, role: 'isveren', company_id: null })).toBe('/company-setup');
  });
  it('sends staff without a company to the join screen', () => {
    expect(homePathFor({ ...base, role: 'sef', company_id: null, is_approved: false })).toBe('/join-company');
  });
  it('sends pending staff to the waiting screen', () => {
    expect(homePathFor({ ...base, is_approved: false })).toBe('/pending-approval');
  });
  it('opens the dashboard for approved users with a company', () => {
    expect(homePathFor(base)).toBe('/dashboard');
    expect(homePathFor({ ...base, role: 'isveren' })).toBe('/dashboard');
  });
});
