import '../../../i18n/console';
import { screen, waitFor } from '@testing-library/react';
import type { PaytrSettings } from '@vazife/contract';
import { describe, expect, it } from 'vitest';
import { serveConsole, signInOperator } from '../../../test/console-fixtures';
import { renderScreen } from '../../../test/render';
import { PaytrTab } from './paytr-tab';

const none: PaytrSettings = {
  exists: false,
  merchant_id: null,
  merchant_key_hint: null,
  merchant_salt_hint: null,
  is_test_mode: true,
  is_active: false,
  created_at: null,
  updated_at: null,
};
const stored: PaytrSettings = {
  exists: true,
  merchant_id: '123456',
  merchant_key_hint: '••••••a1b2',
  merchant_salt_hint: '••••••c3d4',
  is_test_mode: true,
  is_active: true,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-02T10:00:00.000Z',
};

describe('Ödeme sağlayıcı (PayTR) tab', () => {
  it('first save: every field required, then POST', async () => {
    signInOperator();
    const api = serveConsole({
      'GET /api/super-admin/paytr-settings': { body: none },
      'POST /api/super-admin/paytr-settings': { status: 201, body: stored },
    });
    const { user } = renderScreen(<PaytrTab />);
    expect(await screen.findByTestId('paytr-not-configured')).toBeInTheDocument();
    expect(screen.getByTestId('paytr-test')).toBeDisabled();
    await user.click(screen.getByTestId('paytr-save'));
    expect(await screen.findByText('Mağaza numarası zorunludur')).toBeInTheDocument();
    expect(screen.getByText('Mağaza anahtarı (merchant key) zorunludur')).toBeInTheDocument();
    expect(screen.getByText('Mağaza gizli anahtarı (merchant salt) zorunludur')).toBeInTheDocument();

    await user.type(screen.getByTestId('paytr-merchant-id'), '123456');
    await user.type(screen.getByTestId('paytr-merchant-key'), 'anahtar');
    await user.type(screen.getByTestId('paytr-merchant-salt'), 'tuz');
    await user.click(screen.getByTestId('paytr-active'));
    await user.click(screen.getByTestId('paytr-save'));
    await waitFor(() => expect(api.to('POST /api/super-admin/paytr-settings')).toHaveLength(1));
    expect(api.to('POST /api/super-admin/paytr-settings')[0]?.body).toEqual({
      merchant_id: '123456',
      merchant_key: 'anahtar',
      merchant_salt: 'tuz',
      is_test_mode: true,
      is_active: true,
    });
    expect(await screen.findByText('PayTR ayarları kaydedildi')).toBeInTheDocument();
  });

  it('later saves PUT with blank key and salt (kept), showing the masked hints', async () => {
    signInOperator();
    const api = serveConsole({
      'GET /api/super-admin/paytr-settings': { body: stored },
      'PUT /api/super-admin/paytr-settings': { body: stored },
    });
    const { user } = renderScreen(<PaytrTab />);
    expect(await screen.findByText('Kayıtlı: ••••••a1b2. Değiştirmek istemiyorsanız boş bırakın.')).toBeInTheDocument();
    expect(screen.getByTestId('paytr-merchant-id')).toHaveValue('123456');
    await user.click(screen.getByTestId('paytr-test-mode'));
    await user.click(screen.getByTestId('paytr-save'));
    await waitFor(() => expect(api.to('PUT /api/super-admin/paytr-settings')).toHaveLength(1));
    expect(api.to('PUT /api/super-admin/paytr-settings')[0]?.body).toEqual({
      merchant_id: '123456',
      merchant_key: '',
      merchant_salt: '',
      is_test_mode: false,
      is_active: true,
    });
    expect(api.to('POST /api/super-admin/paytr-settings')).toHaveLength(0);
  });

  it('tests the connection and shows the answer', async () => {
    signInOperator();
    serveConsole({
      'GET /api/super-admin/paytr-settings': { body: stored },
      'POST /api/super-admin/paytr-settings/test': {
        body: { success: false, message: 'PayTR mağaza bilgilerini reddetti', test_mode: true },
      },
    });
    const { user } = renderScreen(<PaytrTab />);
    await user.click(await screen.findByTestId('paytr-test'));
    const answer = await screen.findByTestId('paytr-test-answer');
    expect(answer).toHaveTextContent('Bağlantı başarısız');
    expect(answer).toHaveTextContent('PayTR mağaza bilgilerini reddetti');
    expect(answer).toHaveTextContent('Test modu açık');
  });
});
