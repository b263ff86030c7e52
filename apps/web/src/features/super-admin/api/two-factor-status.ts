import { twoFactorStatus, type TwoFactorStatus } from '@vazife/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './keys';

export function fetchTwoFactorStatus(): Promise<TwoFactorStatus> {
  return apiRequest<TwoFactorStatus>('/api/super-admin/two-factor', {
    auth: 'admin',
    schema: import.meta.env.DEV ? twoFactorStatus : undefined,
  });
}

export const twoFactorStatusQuery = () =>
  queryOptions({ queryKey: adminKeys.twoFactor(), queryFn: fetchTwoFactorStatus });

export function useTwoFactorStatus() {
  return useQuery(twoFactorStatusQuery());
}
