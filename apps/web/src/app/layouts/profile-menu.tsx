import type { UserPublic } from '@vazife/contract';
import { lazy, Suspense } from 'react';
import { useMountOnFirstUse } from '../../lib/use-open-on-mount';
import { ProfileButton } from './profile-button';

// Mantine's Menu brings floating-ui (about 20 kB compressed) to whatever draws it: the menu is
// fetched when someone points at, focuses or taps the avatar, not with the first screen.
const loadDropdown = () => import('./profile-menu-dropdown');
const ProfileMenuDropdown = lazy(async () => ({ default: (await loadDropdown()).ProfileMenuDropdown }));

/** The header's profile menu: help, settings and logout. */
export function ProfileMenu({ user, onLogout }: { user: UserPublic; onLogout: () => void }) {
  const { mounted, trigger } = useMountOnFirstUse(loadDropdown);
  const placeholder = <ProfileButton user={user} {...trigger} />;
  if (!mounted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <ProfileMenuDropdown user={user} onLogout={onLogout} openOnMount />
    </Suspense>
  );
}
