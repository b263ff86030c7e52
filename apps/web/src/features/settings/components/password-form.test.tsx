import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSession } from '../../../lib/session';
import { callsTo, mockFetch, renderScreen } from '../../../test/render';
import { PasswordForm } from './password-form';

async function fill(view: ReturnType<typeof renderScreen>, current: string, next: string, repeat: string) {
  await view.user.type(screen.getByLabelText(/Mevcut Şifre/), current);
  await view.user.type(screen.getByLabelText(/^Yeni Şifre$|^Yeni Şifre \*/), next);
  await view.user.type(screen.getByLabelText(/Yeni Şifre Tekrar/), repeat);
  await view.user.click(screen.getByRole('button', { name: 'Şifreyi Değiştir' }));
}

describe('PasswordForm', () => {
  it('says "Yeni şifreler eşleşmiyor" when the new passwords differ', async () => {
    const fetchMock = mockFetch({});
    const view = renderScreen(<PasswordForm />);
    await fill(view, 'eski-sifre', 'yeni-sifre', 'yeni-sifre2');
    expect(await screen.findByText('Yeni şifreler eşleşmiyor')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/user/change-password')).toHaveLength(0);
  });

  it('says "Yeni şifre en az 6 karakter olmalı" for a short password', async () => {
    mockFetch({});
    const view = renderScreen(<PasswordForm />);
    await fill(view, 'eski-sifre', '12345', '12345');
    expect(await screen.findByText('Yeni şifre en az 6 karakter olmalı')).toBeInTheDocument();
  });

  it('keeps the new token after a successful change', async () => {
    setSession('old-token', {
      id: 'u1',
      name: 'Ali',
      email: 'ali@example.com',
      phone: null,
      role: 'isveren',
      company_id: 'c1',
      is_approved: true,
      can_create_groups: true,
      pinned_conversations: [],
      created_at: '2026-11-22T10:00:00Z',
    });
    const fetchMock = mockFetch({
      'POST /api/user/change-password': {
        body: { message: 'Şifre değiştirildi', access_token: 'new-token', token_type: 'bearer' },
      },
    });
    const view = renderScreen(<PasswordForm />);
    await fill(view, 'eski-sifre', 'yeni-sifre', 'yeni-sifre');
    await waitFor(() => expect(window.localStorage.getItem('token')).toBe('new-token'));
    expect(callsTo(fetchMock, 'POST /api/user/change-password')[0]).toEqual({
      current_password: 'eski-sifre',
      new_password: 'yeni-sifre',
    });
  });

  it("shows the server's detail, else the fallback", async () => {
    mockFetch({ 'POST /api/user/change-password': { status: 400, body: { detail: 'Mevcut şifre hatalı' } } });
    const view = renderScreen(<PasswordForm />);
    await fill(view, 'yanlis', 'yeni-sifre', 'yeni-sifre');
    expect(await screen.findByTestId('password-error')).toHaveTextContent('Mevcut şifre hatalı');
  });
});
