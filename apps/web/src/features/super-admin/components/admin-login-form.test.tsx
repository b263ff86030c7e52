import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
