import '../../../i18n/console';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { PlatformSettings } from '@vazife/contract';
import { describe, expect, it } from 'vitest';
import { serveConsole, signInOperator } from '../../../test/console-fixtures';
import { renderScreen } from '../../../test/render';
import { pickedFile, pngBytes } from '../../../test/sample-files';
import { PlatformSettingsTab } from './platform-settings-tab';

const settings: PlatformSettings = {
  platform_name: 'Vazife',
  tagline: 'Akıllı Görev Yönetimi',
  primary_color: '#3B82F6',
  secondary_color: '#8B5CF6',
  support_email: 'destek@vazife.com.tr',
  support_phone: null,
  logo_url: '/uploads/branding/logo.png',
  favicon_url: null,
};

describe('Platform ayarları tab', () => {
  it('shows the current settings and logo, checks the fields, then saves as multipart with the logo', async () => {
    signInOperator();
    const api = serveConsole({
      'GET /api/platform/settings': { body: settings },
      'GET /api/super-admin/settings': { body: { ...settings, trial_days: 14 } },
      'PUT /api/super-admin/settings': { body: { ...settings, platform_name: 'Vazife Pro', trial_days: 30 } },
      'GET /api/super-admin/two-factor': {
        body: { enabled: false, pending: false, enabled_at: null, recovery_codes_left: 0 },
      },
    });
    const { user } = renderScreen(<PlatformSettingsTab />);
    const name = await screen.findByTestId('settings-platform-name');
    expect(name).toHaveValue('Vazife');
    expect(screen.getByRole('img', { name: 'Şu anki Logo' })).toHaveAttribute('src', '/uploads/branding/logo.png');
    // The operator's own security, under the settings: the two-factor panel.
    expect(screen.getByTestId('console-security')).toBeInTheDocument();
    expect(await screen.findByTestId('two-factor-badge')).toHaveTextContent('Kapalı');

    await user.clear(name);
    const email = screen.getByTestId('settings-support-email');
    await user.clear(email);
    await user.type(email, 'destek@');
    fireEvent.change(screen.getByTestId('settings-logo-input'), {
      target: { files: [new File(['x'], 'logo.gif', { type: 'image/gif' })] },
    });
    const trial = screen.getByTestId('settings-trial-days');
    expect(trial).toHaveValue('14 gün');
    await user.clear(trial);
    await user.click(screen.getByTestId('settings-save'));
    expect(await screen.findByText('Platform adı zorunludur')).toBeInTheDocument();
    expect(screen.getByText('Deneme süresi 0 ile 365 gün arasında bir tam sayı olmalı')).toBeInTheDocument();
    expect(screen.getByText('Geçerli bir e-posta adresi girin')).toBeInTheDocument();
    // The picked file is checked by its bytes, which takes a moment.
    expect(await screen.findByText('Logo PNG veya JPG olmalı')).toBeInTheDocument();
    expect(api.to('PUT /api/super-admin/settings')).toHaveLength(0);

    await user.type(name, 'Vazife Pro');
    await user.type(trial, '30');
    await user.clear(email);
    await user.type(email, 'yardim@vazife.com.tr');
    fireEvent.change(screen.getByTestId('settings-logo-input'), {
      target: { files: [pickedFile('logo.png', pngBytes(), { type: 'image/png' })] },
    });
    await user.click(screen.getByTestId('settings-save'));
    await waitFor(() => expect(api.to('PUT /api/super-admin/settings')).toHaveLength(1));
    const sent = api.to('PUT /api/super-admin/settings')[0]?.body as FormData;
    expect(sent.get('platform_name')).toBe('Vazife Pro');
    expect(sent.get('primary_color')).toBe('#3B82F6');
    expect(sent.get('support_email')).toBe('yardim@vazife.com.tr');
    expect(sent.get('trial_days')).toBe('30');
    expect((sent.get('logo') as File).name).toBe('logo.png');
    expect(sent.get('favicon')).toBeNull();
    expect(await screen.findByText('Ayarlar kaydedildi')).toBeInTheDocument();
  });

  it('refuses a colour that is not #RRGGBB and shows the server’s refusal', async () => {
    signInOperator();
    serveConsole({
      'GET /api/platform/settings': { body: settings },
      'GET /api/super-admin/settings': { body: { ...settings, trial_days: 14 } },
      'PUT /api/super-admin/settings': { status: 422, body: { detail: 'Logo en fazla 2 MB olabilir' } },
    });
    const { user } = renderScreen(<PlatformSettingsTab />);
    const primary = await screen.findByTestId('settings-primary-color');
    await user.clear(primary);
    await user.type(primary, 'mavi');
    await user.click(screen.getByTestId('settings-save'));
    expect(await screen.findByText('Ana renk #RRGGBB biçiminde olmalı (ör. #3B82F6)')).toBeInTheDocument();
    await user.clear(primary);
    await user.type(primary, '#112233');
    await user.click(screen.getByTestId('settings-save'));
    expect(await screen.findByText('Logo en fazla 2 MB olabilir')).toBeInTheDocument();
  });
});
