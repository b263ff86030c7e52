import type { PlatformSettings } from '@vazife/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { fetchPlatformSettings, loadPlatformSettings, resetPlatformSettings } from '../../../lib/platform-settings';
import { adminKeys } from './keys';

export function usePlatformSettingsForm() {
  return useQuery({ queryKey: adminKeys.settings(), queryFn: fetchPlatformSettings });
}

export interface PlatformSettingsRequest {
  platform_name: string;
  primary_color: string;
  secondary_color: string;
  support_email: string;
  support_phone: string;
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
      if (request.logo) form.append('logo', request.logo);
      if (request.favicon) form.append('favicon', request.favicon);
      return apiRequest<PlatformSettings>('/api/super-admin/settings', { method: 'PUT', body: form, auth: 'admin' });
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.settings() });
      resetPlatformSettings();
      void loadPlatformSettings();
    },
  });
}
