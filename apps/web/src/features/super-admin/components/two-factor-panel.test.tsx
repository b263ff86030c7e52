import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearAdminSession, getAdminSession, setAdminSession } from '../../../lib/admin-session';
import { callsTo, mockFetch, renderScreen } from '../../../test/render';
import { TwoFactorPanel } from './two-factor-panel';

const off = { enabled: false, pending: false, enabled_at: null, recovery_codes_left: 0 };
const on = (left = 10) => ({
  enabled: true,
  pending: false,
  enabled_at: '2026-11-20T09:00:00Z',
  recovery_codes_left: left,
});
const setup = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauth_uri: 'otpauth://totp/Vazife:operator?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  qr_svg: 'data:image/svg+xml;base64,PHN2Zy8+',
};
const codes = Array.from({ length: 10 }, (_, i) => `kod${i}-aaaa-bbbb-cccc`);

/** What the download button saves: its file name and the text (jsdom's Blob cannot be read back). */
function watchDownloads() {
  const saved: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      const url = `blob:kodlar-${blobs.size}`;
      blobs.set(url, blob);
      return url;
    },
    revokeObjectURL: () => undefined,
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.getAttribute('href') ?? '')! });
  });
  return saved;
}

const authorizationOf = (init: RequestInit | undefined) => (init?.headers as Record<string, string>)?.Authorization;

afterEach(() => {
  vi.restoreAllMocks();
  clearAdminSession();
});

describe('TwoFactorPanel', () => {
  it('enrols: QR code and key, the first code checked, then the recovery codes once', async () => {
    let status: object = off;
    const fetchMock = mockFetch({
      'GET /api/super-admin/two-factor': () => ({ body: status }),
      'POST /api/super-admin/two-factor/setup': { body: setup },
      'POST /api/super-admin/two-factor/enable': () => {
        status = on();
        return { body: { recovery_codes: codes, access_token: 'yeni-anahtar' } };
      },
    });
    setAdminSession('eski-anahtar', { id: 'op1', username: 'yonetici', created_at: '2026-11-01T10:00:00.000Z' });
    const saved = watchDownloads();
    const view = renderScreen(<TwoFactorPanel />);
    expect(await screen.findByTestId('two-factor-badge')).toHaveTextContent('Kapalı');
    await view.user.click(screen.getByTestId('two-factor-start'));

    const qr = await screen.findByTestId('two-factor-qr');
    expect(qr).toHaveAttribute('src', setup.qr_svg);
    expect(qr).toHaveAttribute('alt', 'Doğrulama uygulaması için QR kodu');
    expect(screen.getByTestId('two-factor-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');

    await view.user.click(screen.getByTestId('two-factor-enable'));
    expect(await screen.findByText('Doğrulama kodu zorunludur')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/super-admin/two-factor/enable')).toHaveLength(0);
    await view.user.type(screen.getByTestId('two-factor-enable-code'), '654321');
    await view.user.click(screen.getByTestId('two-factor-enable'));

    expect(await screen.findByTestId('two-factor-codes')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/super-admin/two-factor/enable')).toEqual([{ code: '654321' }]);
    // The token issued before two-factor no longer works: the answer's new one is kept and used.
    expect(getAdminSession()?.token).toBe('yeni-anahtar');
    expect(getAdminSession()?.admin.username).toBe('yonetici');
    await waitFor(() => expect(authorizationOf(fetchMock.mock.calls.at(-1)?.[1])).toBe('Bearer yeni-anahtar'));
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toBe('/api/super-admin/two-factor');
    expect(screen.getAllByTestId('two-factor-code').map((c) => c.textContent)).toEqual(codes);
    expect(screen.getByText(/bir daha gösterilmeyecekler/)).toBeInTheDocument();
    await view.user.click(screen.getByTestId('two-factor-download'));
    expect(saved).toHaveLength(1);
    expect(saved[0]!.name).toBe('vazife-kurtarma-kodlari.txt');
    expect(saved[0]!.blob.size).toBe(`${codes.join('\n')}\n`.length);
    expect(screen.getByTestId('two-factor-copy')).toHaveTextContent('Kopyala');

    // Gone once kept: the panel shows the state, never the codes again.
    await view.user.click(screen.getByTestId('two-factor-codes-done'));
    expect(await screen.findByTestId('two-factor-codes-left')).toHaveTextContent('Kalan kurtarma kodu: 10');
    expect(screen.queryByTestId('two-factor-code')).not.toBeInTheDocument();
    expect(screen.getByTestId('two-factor-badge')).toHaveTextContent('Açık');
  });

  it('shows the server’s Turkish error for a wrong first code', async () => {
    mockFetch({
      'GET /api/super-admin/two-factor': { body: off },
      'POST /api/super-admin/two-factor/setup': { body: setup },
      'POST /api/super-admin/two-factor/enable': {
        status: 400,
        body: { detail: 'Doğrulama kodu hatalı. Uygulamanızdaki güncel kodu girin.' },
      },
    });
    const view = renderScreen(<TwoFactorPanel />);
    await view.user.click(await screen.findByTestId('two-factor-start'));
    await view.user.type(await screen.findByTestId('two-factor-enable-code'), '111111');
    await view.user.click(screen.getByTestId('two-factor-enable'));
    expect(await screen.findByTestId('two-factor-enable-error')).toHaveTextContent(
      'Doğrulama kodu hatalı. Uygulamanızdaki güncel kodu girin.',
    );
    expect(screen.queryByTestId('two-factor-codes')).not.toBeInTheDocument();
  });

  it('makes new recovery codes for a current code, and warns when few are left', async () => {
    const fetchMock = mockFetch({
      'GET /api/super-admin/two-factor': { body: on(2) },
      'POST /api/super-admin/two-factor/recovery-codes': { body: { recovery_codes: codes } },
    });
    const view = renderScreen(<TwoFactorPanel />);
    expect(await screen.findByTestId('two-factor-codes-left')).toHaveTextContent('Kalan kurtarma kodu: 2');
    expect(screen.getByText(/Kurtarma kodunuz azaldı/)).toBeInTheDocument();
    await view.user.type(screen.getByTestId('two-factor-regenerate-code'), '12345');
    await view.user.click(screen.getByTestId('two-factor-regenerate'));
    expect(await screen.findByText('Doğrulama kodu 6 haneli bir sayı olmalı')).toBeInTheDocument();
    await view.user.type(screen.getByTestId('two-factor-regenerate-code'), '6');
    await view.user.click(screen.getByTestId('two-factor-regenerate'));
    expect(await screen.findByTestId('two-factor-codes')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/super-admin/two-factor/recovery-codes')).toEqual([{ code: '123456' }]);
  });

  it('turns off with the password and a recovery code, and shows a wrong password’s error', async () => {
    let answer: { status: number; body: object } = { status: 400, body: { detail: 'Şifre hatalı' } };
    const fetchMock = mockFetch({
      'GET /api/super-admin/two-factor': { body: on() },
      'POST /api/super-admin/two-factor/disable': () => answer,
    });
    const view = renderScreen(<TwoFactorPanel />);
    await view.user.click(await screen.findByTestId('two-factor-disable'));
    expect(await screen.findByText('Şifre zorunludur')).toBeInTheDocument();
    expect(screen.getByText('Doğrulama kodu zorunludur')).toBeInTheDocument();

    await view.user.type(screen.getByTestId('two-factor-disable-password'), 'operator-sifre-1');
    await view.user.click(screen.getByTestId('two-factor-disable-switch'));
    await view.user.type(screen.getByTestId('two-factor-disable-recovery'), 'abcd-efgh-ijkl-mnop');
    await view.user.click(screen.getByTestId('two-factor-disable'));
    expect(await screen.findByTestId('two-factor-disable-error')).toHaveTextContent('Şifre hatalı');

    answer = { status: 200, body: off };
    await view.user.click(screen.getByTestId('two-factor-disable'));
    await waitFor(() => expect(screen.getByTestId('two-factor-badge')).toHaveTextContent('Kapalı'));
    expect(screen.getByTestId('two-factor-start')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/super-admin/two-factor/disable')).toEqual([
      { password: 'operator-sifre-1', recovery_code: 'abcd-efgh-ijkl-mnop' },
      { password: 'operator-sifre-1', recovery_code: 'abcd-efgh-ijkl-mnop' },
    ]);
  });

  it('says so when the state cannot be loaded', async () => {
    mockFetch({ 'GET /api/super-admin/two-factor': { status: 500, body: {} } });
    renderScreen(<TwoFactorPanel />);
    expect(await screen.findByTestId('two-factor-load-error')).toHaveTextContent(
      'İki adımlı doğrulama durumu yüklenemedi',
    );
  });
});
