import type { UserPublic } from '@vazife/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/render';
import { ProfileMenu } from './profile-menu';

const user: UserPublic = {
  id: 'u1',
  name: 'Selin Aksoy',
  email: 'selin@example.com',
  phone: null,
  role: 'isveren',
  company_id: 'c1',
  is_approved: true,
  can_create_groups: true,
  pinned_conversations: [],
  created_at: '2026-11-22T10:00:00Z',
};

describe('ProfileMenu', () => {
  it('opens on the first tap, though its code comes with that tap, and signs out', async () => {
    const onLogout = vi.fn();
    const view = renderScreen(<ProfileMenu user={user} onLogout={onLogout} />);
    await view.user.click(screen.getByRole('button', { name: 'Profil menüsü' }));
    expect(await screen.findByRole('menu')).toHaveTextContent('Selin Aksoy');
    await view.user.click(screen.getByTestId('menu-logout'));
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('works from the keyboard: Enter opens it, Escape brings the focus back to the avatar', async () => {
    const view = renderScreen(<ProfileMenu user={user} onLogout={() => undefined} />);
    screen.getByRole('button', { name: 'Profil menüsü' }).focus();
    await view.user.keyboard('{Enter}');
    await screen.findByRole('menu');
    await view.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Profil menüsü' })).toHaveFocus());
  });
});
