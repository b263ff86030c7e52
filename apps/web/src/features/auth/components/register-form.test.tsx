import { limits } from '@vazife/contract';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pageLoad } from '../../../lib/page-load';
import { callsTo, mockFetch, renderScreen } from '../../../test/render';
import { RegisterForm } from './register-form';

function setup() {
  return renderScreen(<RegisterForm />, { path: '/register' });
}

async function fillBasics(user: ReturnType<typeof setup>['user']) {
  await user.type(screen.getByLabelText(/Ad Soyad/), 'Ayşe Yılmaz');
  await user.type(screen.getByLabelText(/E-posta/), 'ayse@example.com');
}

describe('RegisterForm', () => {
  it('keeps the submit button disabled until a role is chosen', async () => {
    const { user } = setup();
    const submit = screen.getByRole('button', { name: 'Kayıt Ol' });
    expect(submit).toBeDisabled();
    await user.selectOptions(screen.getByLabelText(/^Rol/), 'isveren');
    expect(submit).toBeEnabled();
  });

  it('says "Şifreler eşleşmiyor" when the passwords differ', async () => {
    const { user } = setup();
    await fillBasics(user);
    await user.selectOptions(screen.getByLabelText(/^Rol/), 'isveren');
    await user.type(screen.getByLabelText(/^Şifre$|^Şifre \*/), 'gizli123');
    await user.type(screen.getByLabelText(/Şifre Tekrar/), 'gizli124');
    await user.click(screen.getByRole('button', { name: 'Kayıt Ol' }));
    expect(await screen.findByText('Şifreler eşleşmiyor')).toBeInTheDocument();
  });

  it('rejects a password shorter than 6 characters and shows the hint', async () => {
    const { user } = setup();
    expect(screen.getByText('En az 6 karakter')).toBeInTheDocument();
    await fillBasics(user);
    await user.selectOptions(screen.getByLabelText(/^Rol/), 'isveren');
    await user.type(screen.getByLabelText(/^Şifre$|^Şifre \*/), '12345');
    await user.type(screen.getByLabelText(/Şifre Tekrar/), '12345');
    await user.click(screen.getByRole('button', { name: 'Kayıt Ol' }));
    expect(await screen.findByText('Şifre en az 6 karakter olmalı')).toBeInTheDocument();
  });

  it('requires the company code for a worker', async () => {
    const fetchMock = mockFetch({});
    const { user } = setup();
    await fillBasics(user);
    await user.selectOptions(screen.getByLabelText(/^Rol/), 'isci');
    await user.type(screen.getByLabelText(/^Şifre$|^Şifre \*/), 'gizli123');
    await user.type(screen.getByLabelText(/Şifre Tekrar/), 'gizli123');
    await user.click(screen.getByRole('button', { name: 'Kayıt Ol' }));
    expect(await screen.findByText('Bu rol için şirket kodu gereklidir')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/auth/register')).toHaveLength(0);
  });

  it('clears the company code when the role changes and hides it for the employer', async () => {
    const { user } = setup();
    expect(screen.queryByLabelText(/Şirket Kodu/)).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/^Rol/), 'isci');
    await user.type(screen.getByLabelText(/Şirket Kodu/), 'srk12345678');
    expect(screen.getByLabelText(/Şirket Kodu/)).toHaveValue('SRK12345678');
    await user.selectOptions(screen.getByLabelText(/^Rol/), 'sef');
    expect(screen.getByLabelText(/Şirket Kodu/)).toHaveValue('');
    await user.selectOptions(screen.getByLabelText(/^Rol/), 'isveren');
    expect(screen.queryByLabelText(/Şirket Kodu/)).not.toBeInTheDocument();
  });

  it('sends the code with require_company_code for staff and shows the success message', async () => {
    const fetchMock = mockFetch({
      'POST /api/auth/register': { status: 201, body: { message: 'Kayıt başarılı', user: {}, company_id: null } },
    });
    const { user } = setup();
    const load = vi.spyOn(pageLoad, 'go').mockImplementation(() => undefined);
    await fillBasics(user);
    await user.selectOptions(screen.getByLabelText(/^Rol/), 'mudur');
    await user.type(screen.getByLabelText(/Şirket Kodu/), 'SRK12345678');
    await user.type(screen.getByLabelText(/^Şifre$|^Şifre \*/), 'gizli123');
    await user.type(screen.getByLabelText(/Şifre Tekrar/), 'gizli123');
    // The redirect waits on a timer: the test moves the clock instead of waiting for it.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    await user.click(screen.getByRole('button', { name: 'Kayıt Ol' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/auth/register')).toHaveLength(1));
    const [body] = callsTo(fetchMock, 'POST /api/auth/register');
    expect(body).toMatchObject({ role: 'mudur', company_code: 'SRK12345678', require_company_code: true });
    expect(body).not.toHaveProperty('password_repeat');
    expect(await screen.findByTestId('register-success')).toHaveTextContent('Kayıt başarılı!');
    expect(load).not.toHaveBeenCalled();
    // The sign-in screen learns who just registered, to say so and fill the e-mail.
    expect(JSON.parse(window.sessionStorage.getItem('registered') ?? 'null')).toEqual({
      email: 'ayse@example.com',
      role: 'mudur',
    });
    await act(() => vi.advanceTimersByTimeAsync(limits.registerRedirectMs));
    expect(load).toHaveBeenCalledWith('/login');
    load.mockRestore();
  });

  it('does not send a company code for the employer', async () => {
    const fetchMock = mockFetch({
      'POST /api/auth/register': { status: 201, body: { message: 'ok', user: {}, company_id: null } },
    });
    const { user } = setup();
    await fillBasics(user);
    await user.selectOptions(screen.getByLabelText(/^Rol/), 'isveren');
    await user.type(screen.getByLabelText(/^Şifre$|^Şifre \*/), 'gizli123');
    await user.type(screen.getByLabelText(/Şifre Tekrar/), 'gizli123');
    await user.click(screen.getByRole('button', { name: 'Kayıt Ol' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/auth/register')).toHaveLength(1));
    const [body] = callsTo(fetchMock, 'POST /api/auth/register');
    expect(body).not.toHaveProperty('company_code');
    expect(body).not.toHaveProperty('require_company_code');
  });
});
