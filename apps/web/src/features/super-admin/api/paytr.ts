import { paytrSettings, paytrSettingsTestResponse, type PaytrSettings } from '@vazife/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './keys';

export interface PaytrRequest {
  merchant_id: string;
  merchant_key: string;
  merchant_salt: string;
  is_test_mode: boolean;
  is_active: boolean;
}

export interface PaytrTestAnswer {
  success: boolean;
  message: string;
  test_mode: boolean;
}

export function usePaytrSettings() {
  return useQuery({
    queryKey: adminKeys.paytr(),
    queryFn: () =>
      apiRequest<PaytrSettings>('/api/super-admin/paytr-settings', {
        auth: 'admin',
        schema: import.meta.env.DEV ? paytrSettings : undefined,
      }),
  });
}

/** POST on the first save, PUT afterwards (a blank key or salt keeps the stored one). */
export function useSavePaytrSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ exists, body }: { exists: boolean; body: PaytrRequest }) =>
      apiRequest<unknown>('/api/super-admin/paytr-settings', {
        method: exists ? 'PUT' : 'POST',
        body,
        auth: 'admin',
        schema: import.meta.env.DEV ? paytrSettings : undefined,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.paytr() }),
  });
}

export function useTestPaytr() {
  return useMutation({
    mutationFn: () =>
      apiRequest<PaytrTestAnswer>('/api/super-admin/paytr-settings/test', {
        method: 'POST',
        auth: 'admin',
        schema: import.meta.env.DEV ? paytrSettingsTestResponse : undefined,
      }),
  });
}
