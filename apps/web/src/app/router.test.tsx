import type { UserPublic } from '@vazife/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { setAdminSession } from '../lib/admin-session';
import { createQueryClient } from '../lib/query-client';
import { setSession } from '../lib/session';
import { mockFetch } from '../test/render';
import { AppProviders } from './providers';
import { routes } from './router';
import { SessionSync } from './session-sync';

const base: UserPublic = {
  id: 'u1',
  name: 'Ali Veli',
  email: 'ali@example.com',
  phone: null,
  role: 'isci',
  company_id: 'c1',
  is_approved: true,
  can_create_groups: false,
  pinned_conversations: [],
  created_at: '2026-11-22T10:00:00Z',
};

function renderAt(path: string) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders queryClient={queryClient} env="test">
      <SessionSync />
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, user: userEvent.setup({ delay: null }) };
}

const at = (router: ReturnType<typeof renderAt>['router'], path: string) =>
  waitFor(() => expect(router.state.location.pathname).toBe(path));

describe('routes', () => {
  it('sends a visitor from / and /dashboard to /login', async () => {
    mockFetch({});
    await at(renderAt('/').router, '/login');
  });

  it('sends an employer without a company to /company-setup', async () => {
    const employer = { ...base, role: 'isveren' as const, company_id: null };
    mockFetch({ 'GET /api/auth/me': { body: employer } });
    setSession('tok', employer);
    await at(renderAt('/').router, '/company-setup');
  });

  it('sends staff without a company to /join-company', async () => {
    const worker = { ...base, company_id: null, is_approved: false };
    mockFetch({ 'GET /api/auth/me': { body: worker } });
    setSession('tok', worker);
    await at(renderAt('/dashboard').router, '/join-company');
  });

  it('keeps pending staff on the waiting screen until /api/auth/me says approved', async () => {
    const pending = { ...base, is_approved: false };
    let approved = false;
    mockFetch({ 'GET /api/auth/me': () => ({ body: approved ? base : pending }) });
    setSession('tok', pending);
    const { router, user } = renderAt('/dashboard');
    await at(router, '/pending-approval');
    expect(await screen.findByText('Hesabınız onay bekliyor')).toBeInTheDocument();
    approved = true;
    await user.click(screen.getByRole('button', { name: 'Tekrar kontrol et' }));
    await at(router, '/dashboard');
  });

  it('keeps a worker away from the employees screen', async () => {
    mockFetch({ 'GET /api/auth/me': { body: base } });
    setSession('tok', base);
    await at(renderAt('/dashboard/employees').router, '/dashboard');
  });

  it('signs the user out when a call answers 401', async () => {
    mockFetch({ 'GET /api/auth/me': { status: 401, body: { detail: 'Oturumunuzun süresi doldu.' } } });
    setSession('tok', base);
    renderAt('/dashboard');
    await waitFor(() => expect(window.localStorage.getItem('token')).toBeNull());
    expect(window.localStorage.getItem('user')).toBeNull();
  });

  it('names the browser tab after the screen, in Turkish, with the platform name from settings', async () => {
    mockFetch({});
    const { router } = renderAt('/login');
    await waitFor(() => expect(document.title).toBe('Giriş Yap — Vazife'));
    await router.navigate('/nowhere');
    await waitFor(() => expect(document.title).toBe('Sayfa Bulunamadı — Vazife'));
  });

  it('names each dashboard tab, and follows a renamed platform', async () => {
    mockFetch({
      'GET /api/auth/me': { body: base },
      'GET /api/platform/settings': { body: { platform_name: 'Depo Takip' } },
    });
    setSession('tok', base);
    const { router } = renderAt('/dashboard/settings');
    await waitFor(() => expect(document.title).toBe('Ayarlar — Depo Takip'));
    await router.navigate('/dashboard/help');
    await waitFor(() => expect(document.title).toBe('Yardım — Depo Takip'));
    await router.navigate('/dashboard');
    await waitFor(() => expect(document.title).toBe('Görevler — Depo Takip'));
  });

  it('routes the operator: /super-admin → login, / → dashboard when signed in', async () => {
    mockFetch({});
    await at(renderAt('/super-admin').router, '/super-admin/login');
    setAdminSession('admin-tok', { id: 'a1', username: 'admin', created_at: '2026-11-22T10:00:00Z' });
    await at(renderAt('/').router, '/super-admin/dashboard');
  });
});
