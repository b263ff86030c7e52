import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/render';
import { person } from '../../test/task-fixtures';
import { ProfileMenu } from './profile-menu';

const user = person('u1', 'isveren', 'Selin Aksoy');

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
