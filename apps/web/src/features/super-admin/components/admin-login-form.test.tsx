import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getAdminSession } from '../../../lib/admin-session';
import { callsTo, mockFetch, renderScreen } from '../../../test/render';
import { AdminLoginForm } from './admin-login-form';

describe('AdminLoginForm', () => {
  it("checks with the contract's schema and messages before sending", async () => {
    const fetchMock = mockFetch({});
    const view = renderScreen(<AdminLoginForm />);
    await view.user.click(screen.getByTestId('admin-login-submit'));
    expect(await screen.findByText('Kullanıcı adı zorunludur')).toBeInTheDocument();
    expect(screen.getByText('Şifre zorunludur')).toBeInTheDocument();
    await view.user.type(screen.getByTestId('admin-username'), '   ');
    await view.user.click(screen.getByTestId('admin-login-submit'));
    expect(await screen.findByText('Kullanıcı adı zorunludur')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/super-admin/login')).toHaveLength(0);
  });

  it('sends the trimmed user name', async () => {
    const fetchMock = mockFetch({ 'POST /api/super-admin/login': { status: 401, body: { detail: 'Hatalı' } } });
    const view = renderScreen(<AdminLoginForm />);
    await view.user.type(screen.getByTestId('admin-username'), ' operator ');
    await view.user.type(screen.getByTestId('admin-password'), 'operator-sifre-9');
    await view.user.click(screen.getByTestId('admin-login-submit'));
    expect(await screen.findByTestId('admin-login-error')).toHaveTextContent('Hatalı');
    expect(callsTo(fetchMock, 'POST /api/super-admin/login')).toEqual([
      { username: 'operator', password: 'operator-sifre-9' },
    ]);
  });
});

describe('AdminLoginForm, two-factor', () => {
  const challenge = { two_factor_required: true, challenge_token: 'ikinci-adim', expires_in: 300 };
  const session = {
    access_token: 'operator-token',
    token_type: 'bearer',
    admin: { id: 'a1', username: 'operator', created_at: '2026-01-01T00:00:00Z' },
  };

  async function toSecondStep(replies: Parameters<typeof mockFetch>[0]) {
    const fetchMock = mockFetch({ 'POST /api/super-admin/login': { body: challenge }, ...replies });
    const view = renderScreen(<AdminLoginForm />);
    await view.user.type(screen.getByTestId('admin-username'), 'operator');
    await view.user.type(screen.getByTestId('admin-password'), 'operator-sifre-9');
    await view.user.click(screen.getByTestId('admin-login-submit'));
    expect(await screen.findByTestId('admin-two-factor-form')).toBeInTheDocument();
    expect(screen.getByText('İki adımlı doğrulama')).toBeInTheDocument();
    expect(getAdminSession()).toBeNull();
    return { fetchMock, view };
  }

  it('asks for the code after the password, checks it, and stores the session it gives', async () => {
    const { fetchMock, view } = await toSecondStep({
      'POST /api/super-admin/login/two-factor': { body: session },
    });
    await view.user.click(screen.getByTestId('admin-two-factor-submit'));
    expect(await screen.findByText('Doğrulama kodu zorunludur')).toBeInTheDocument();
    await view.user.type(screen.getByTestId('admin-two-factor-code'), '12a');
    await view.user.click(screen.getByTestId('admin-two-factor-submit'));
    expect(await screen.findByText('Doğrulama kodu 6 haneli bir sayı olmalı')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/super-admin/login/two-factor')).toHaveLength(0);

    await view.user.clear(screen.getByTestId('admin-two-factor-code'));
    await view.user.type(screen.getByTestId('admin-two-factor-code'), '123 456');
    await view.user.click(screen.getByTestId('admin-two-factor-submit'));
    await waitFor(() => expect(getAdminSession()?.token).toBe('operator-token'));
    expect(callsTo(fetchMock, 'POST /api/super-admin/login/two-factor')).toEqual([
      { challenge_token: 'ikinci-adim', code: '123 456' },
    ]);
  });

  it('takes a recovery code instead, shows the server’s Turkish error, and can start over', async () => {
    const { fetchMock, view } = await toSecondStep({
      'POST /api/super-admin/login/two-factor': {
        status: 401,
        body: { detail: 'Kurtarma kodu hatalı ya da daha önce kullanılmış' },
      },
    });
    await view.user.click(screen.getByTestId('admin-two-factor-switch'));
    await view.user.click(screen.getByTestId('admin-two-factor-submit'));
    expect(await screen.findByText('Kurtarma kodu zorunludur')).toBeInTheDocument();
    await view.user.type(screen.getByTestId('admin-two-factor-recovery'), 'abcd-efgh-ijkl-mnop');
    await view.user.click(screen.getByTestId('admin-two-factor-submit'));
    expect(await screen.findByTestId('admin-two-factor-error')).toHaveTextContent(
      'Kurtarma kodu hatalı ya da daha önce kullanılmış',
    );
    expect(callsTo(fetchMock, 'POST /api/super-admin/login/two-factor')).toEqual([
      { challenge_token: 'ikinci-adim', recovery_code: 'abcd-efgh-ijkl-mnop' },
    ]);
    expect(getAdminSession()).toBeNull();

    await view.user.click(screen.getByTestId('admin-two-factor-restart'));
    expect(await screen.findByTestId('admin-login-form')).toBeInTheDocument();
    expect(screen.getByTestId('admin-password')).toHaveValue('');
  });
});
