import type { OperatorPlatformSettings } from '@vazife/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { loadPlatformSettings, resetPlatformSettings } from '../../../lib/platform-settings';
import { adminKeys } from './keys';

/** The settings as the operator sees them: the branding and the trial new companies get. */
export function usePlatformSettingsForm() {
  return useQuery({
    queryKey: adminKeys.settings(),
    queryFn: () => apiRequest<OperatorPlatformSettings>('/api/super-admin/settings', { auth: 'admin' }),
  });
}

export interface PlatformSettingsRequest {
  platform_name: string;
  primary_color: string;
  secondary_color: string;
  support_email: string;
  support_phone: string;
  trial_days: number;
  logo: File | null;
  favicon: File | null;
}

/** PUT /api/super-admin/settings, multipart; the app's branding is read again once saved. */
export function useSavePlatformSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: PlatformSettingsRequest) => {
      const form = new FormData();
      form.append('platform_name', request.platform_name);
      form.append('primary_color', request.primary_color);
      form.append('secondary_color', request.secondary_color);
      form.append('support_email', request.support_email);
      form.append('support_phone', request.support_phone);
      form.append('trial_days', String(request.trial_days));
      if (request.logo) form.append('logo', request.logo);
      if (request.favicon) form.append('favicon', request.favicon);
      return apiRequest<OperatorPlatformSettings>('/api/super-admin/settings', {
        method: 'PUT',
        body: form,
        auth: 'admin',
      });
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.settings() });
      resetPlatformSettings();
      void loadPlatformSettings();
    },
  });
}
