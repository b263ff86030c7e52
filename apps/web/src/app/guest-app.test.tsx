import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pageLoad } from '../lib/page-load';
import { setSession } from '../lib/session';
import { mockFetch, renderScreen } from '../test/render';
import { GuestApp } from './guest-app';
import { GuestPageLoad } from './guards/guest-page-load';

const employer = {
  id: 'u1',
  name: 'Selin Aksoy',
  email: 'selin@example.com',
  phone: null,
  role: 'isveren' as const,
  company_id: null,
  is_approved: true,
  can_create_groups: true,
  pinned_conversations: [],
  created_at: '2026-11-22T10:00:00Z',
};

describe('GuestApp', () => {
  it('shows the sign-in page at /login and names the tab after it', async () => {
    mockFetch({});
    render(<GuestApp path="/login" env="test" />);
    expect(screen.getByTestId('login-form')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Giriş Yap — Vazife'));
  });

  it('shows the registration page at /register, fetched with its own chunk', async () => {
    mockFetch({});
    render(<GuestApp path="/register" env="test" />);
    expect(await screen.findByTestId('register-form')).toBeInTheDocument();
    expect(screen.getByTestId('link-login')).toHaveAttribute('href', '/login');
  });

  it('loads the signed-in app where the user belongs once a session exists', async () => {
    mockFetch({});
    const replace = vi.spyOn(pageLoad, 'replace').mockImplementation(() => undefined);
    setSession('tok', employer);
    render(<GuestApp path="/login" env="test" />);
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/company-setup'));
    expect(screen.queryByTestId('login-form')).toBeNull();
    replace.mockRestore();
  });
});

describe('GuestPageLoad', () => {
  it('loads the guest page at the same address, once: a second arrival says so instead of looping', async () => {
    mockFetch({});
    const replace = vi.spyOn(pageLoad, 'replace').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/login');
    const first = renderScreen(<GuestPageLoad />, { path: '/login' });
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/login'));
    first.unmount();
    // The server answered /login with the signed-in app again (a build without guest.html).
    renderScreen(<GuestPageLoad />, { path: '/login' });
    expect(await screen.findByTestId('guest-page-missing')).toHaveTextContent('Bu sayfa yüklenemedi.');
    expect(replace).toHaveBeenCalledTimes(1);
    replace.mockRestore();
    window.history.replaceState(null, '', '/');
  });
});
