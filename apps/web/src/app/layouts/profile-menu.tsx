import type { UserPublic } from '@vazife/contract';
import { lazy, Suspense, useState } from 'react';
import { ProfileButton } from './profile-button';

// Mantine's Menu brings floating-ui (about 20 kB compressed) to whatever draws it: the menu is
// fetched when someone points at, focuses or taps the avatar, not with the first screen.
const loadDropdown = () => import('./profile-menu-dropdown');
const ProfileMenuDropdown = lazy(async () => ({ default: (await loadDropdown()).ProfileMenuDropdown }));

/** The header's profile menu: help, settings and logout. */
export function ProfileMenu({ user, onLogout }: { user: UserPublic; onLogout: () => void }) {
  // Mounted by the first tap or click, open; from then on the menu keeps its own state.
  const [mounted, setMounted] = useState(false);
  const placeholder = (
    <ProfileButton
      user={user}
      onPointerEnter={() => void loadDropdown()}
      onFocus={() => void loadDropdown()}
      onClick={() => setMounted(true)}
    />
  );
  if (!mounted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <ProfileMenuDropdown user={user} onLogout={onLogout} openOnMount />
    </Suspense>
  );
}
