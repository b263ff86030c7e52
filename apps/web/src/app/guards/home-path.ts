import type { UserPublic } from '@vazife/contract';

/**
 * Where a signed-in user belongs (docs/product-rules.md#screens): an employer without a company
 * sets one up; staff without a company join one; pending staff wait; everyone else uses the
 * dashboard.
 */
export function homePathFor(user: UserPublic): string {
  if (!user.company_id) return user.role === 'isveren' ? '/company-setup' : '/join-company';
  if (!user.is_approved) return '/pending-approval';
  return '/dashboard';
}
