import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSession } from '../../../lib/session';
import { rememberSessionNotice } from '../../../lib/session-notice';
import { callsTo, mockFetch, renderScreen } from '../../../test/render';
import { LoginPage } from './login-page';

const user = {
  id: 'u1',
  name: 'Ayşe Yılmaz',
  email: 'ayse@example.com',
  phone: null,
  role: 'isci',
  company_id: null,
  is_approved: false,
  can_create_groups: false,
  pinned_conversations: [],
  created_at: '2026-11-22T10:00:00Z',
};

async function signIn(view: ReturnType<typeof renderScreen>, password = 'yanlis-sifre') {
  await view.user.type(screen.getByLabelText(/E-posta/), 'ayse@example.com');
  await view.user.type(screen.getByLabelText(/^Şifre$|^Şifre \*/), password);
  await view.user.click(screen.getByRole('button', { name: 'Giriş Yap' }));
}

describe('LoginPage', () => {
  it('shows the two tabs, the brand and the copyright line', () => {
    mockFetch({});
    renderScreen(<LoginPage />, { path: '/login' });
    expect(screen.getByRole('tab', { name: 'Giriş Yap' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Kayıt Ol' })).toBeInTheDocument();
    expect(screen.getByText('Akıllı Görev Yönetimi')).toBeInTheDocument();
    expect(screen.getByTestId('copyright')).toHaveTextContent(`© ${new Date().getFullYear()} Vazife`);
  });

  it('says once that the session was ended from another device', async () => {
    mockFetch({});
    rememberSessionNotice('elsewhere');
    const view = renderScreen(<LoginPage />, { path: '/login' });
    expect(screen.getByTestId('session-ended-notice')).toHaveTextContent(
      'Oturumunuz başka bir cihazdan kapatıldı. Devam etmek için yeniden giriş yapın.',
    );
    view.unmount();
    renderScreen(<LoginPage />, { path: '/login' });
    expect(screen.queryByTestId('session-ended-notice')).not.toBeInTheDocument();
  });

  it('switches the sign-in page to English and back', async () => {
    mockFetch({});
    const view = renderScreen(<LoginPage />, { path: '/login' });
    await view.user.click(screen.getByTestId('language-toggle'));
    expect(await screen.findByRole('tab', { name: 'Sign in' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    await view.user.click(screen.getByTestId('language-toggle'));
    expect(await screen.findByRole('tab', { name: 'Giriş Yap' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('tr');
  });

  it("shows the server's detail in the red box when sign-in fails", async () => {
    mockFetch({ 'POST /api/auth/login': { status: 401, body: { detail: 'E-posta veya şifre hatalı' } } });
    const view = renderScreen(<LoginPage />, { path: '/login' });
    await signIn(view);
    expect(await screen.findByRole('alert')).toHaveTextContent('E-posta veya şifre hatalı');
    expect(getSession()).toBeNull();
  });

  it('joins a list of validation messages with commas', async () => {
    mockFetch({
      'POST /api/auth/login': {
        status: 422,
        body: {
          detail: [
            { loc: ['body', 'email'], msg: 'Birinci' },
            { loc: ['body', 'password'], msg: 'İkinci' },
          ],
        },
      },
    });
    const view = renderScreen(<LoginPage />, { path: '/login' });
    await signIn(view);
    expect(await screen.findByTestId('login-error')).toHaveTextContent('Birinci, İkinci');
  });

  it('falls back to "Giriş başarısız" without a detail', async () => {
    mockFetch({ 'POST /api/auth/login': { status: 500 } });
    const view = renderScreen(<LoginPage />, { path: '/login' });
    await signIn(view);
    expect(await screen.findByTestId('login-error')).toHaveTextContent('Giriş başarısız');
  });

  it('stores token and user on success', async () => {
    mockFetch({ 'POST /api/auth/login': { body: { access_token: 'tok', token_type: 'bearer', user } } });
    const view = renderScreen(<LoginPage />, { path: '/login' });
    await signIn(view, 'dogru-sifre');
    await waitFor(() => expect(window.localStorage.getItem('token')).toBe('tok'));
    expect(JSON.parse(window.localStorage.getItem('user') ?? '{}')).toMatchObject({ email: 'ayse@example.com' });
  });

  it('registers on the second tab and then signs in with the same e-mail and password', async () => {
    const fetchMock = mockFetch({
      'POST /api/auth/register': { status: 201, body: { message: 'ok', user, company_id: null } },
      'POST /api/auth/login': { body: { access_token: 'tok2', token_type: 'bearer', user } },
    });
    const view = renderScreen(<LoginPage />, { path: '/login' });
    await view.user.click(screen.getByRole('tab', { name: 'Kayıt Ol' }));
    // The tab's form is a chunk of its own, fetched when the tab is first wanted.
    await view.user.type(await screen.findByLabelText(/Ad Soyad/), 'Ayşe Yılmaz');
    await view.user.type(screen.getByLabelText(/E-posta/), 'ayse@example.com');
    await view.user.type(screen.getByLabelText(/^Şifre$|^Şifre \*/), 'gizli123');
    await view.user.type(screen.getByLabelText(/Şirket Kodu/), 'srk12345678');
    await view.user.click(screen.getByRole('button', { name: 'Kayıt Ol' }));
    await waitFor(() => expect(window.localStorage.getItem('token')).toBe('tok2'));
    expect(callsTo(fetchMock, 'POST /api/auth/register')[0]).toMatchObject({
      role: 'isci',
      reference_code: 'SRK12345678',
    });
    expect(callsTo(fetchMock, 'POST /api/auth/login')[0]).toEqual({ email: 'ayse@example.com', password: 'gizli123' });
  });
});

describe('LoginPage after /register', () => {
  it('says the account was made, fills the e-mail and tells an employer what comes next', async () => {
    mockFetch({});
    // /register leaves this in the tab's session storage before it loads /login.
    window.sessionStorage.setItem('registered', JSON.stringify({ email: 'selin@example.com', role: 'isveren' }));
    renderScreen(<LoginPage />, { path: '/login' });
    expect(await screen.findByTestId('registered-notice')).toHaveTextContent(
      'Hesabınız oluşturuldu (selin@example.com)',
    );
    expect(screen.getByTestId('registered-notice')).toHaveTextContent('şirketinizi oluşturacaksınız');
    expect(screen.getByLabelText(/E-posta/)).toHaveValue('selin@example.com');
    expect(screen.getByLabelText(/^Şifre$|^Şifre \*/)).toHaveFocus();
    // Shown once: a reload of /login is a plain sign-in page again.
    expect(window.sessionStorage.getItem('registered')).toBeNull();
  });

  it('ignores a hand-off that is not one (another shape, an unknown role)', () => {
    mockFetch({});
    window.sessionStorage.setItem('registered', JSON.stringify({ email: 'selin@example.com', role: 'patron' }));
    renderScreen(<LoginPage />, { path: '/login' });
    expect(screen.queryByTestId('registered-notice')).toBeNull();
    expect(screen.getByLabelText(/E-posta/)).toHaveValue('');
  });

  it('offers one way to register: the tab, which names /register only for joining with a code', async () => {
    mockFetch({});
    const view = renderScreen(<LoginPage />, { path: '/login' });
    expect(screen.queryByTestId('registered-notice')).toBeNull();
    expect(screen.queryByTestId('link-register')).toBeNull();
    await view.user.click(screen.getByTestId('link-register-tab'));
    expect(screen.getByRole('tab', { name: 'Kayıt Ol' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('link-register')).toHaveAttribute('href', '/register');
  });
});
