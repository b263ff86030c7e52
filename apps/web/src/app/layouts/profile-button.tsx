import { UnstyledButton, type UnstyledButtonProps } from '@mantine/core';
import type { UserPublic } from '@vazife/contract';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../components/user-avatar';

type ProfileButtonProps = { user: UserPublic } & UnstyledButtonProps & ComponentPropsWithoutRef<'button'>;

/** The header's avatar button that opens the profile menu, before and after the menu's code is in. */
export const ProfileButton = forwardRef<HTMLButtonElement, ProfileButtonProps>(function ProfileButton(
  { user, ...props },
  ref,
) {
  const { t } = useTranslation();
  return (
    <UnstyledButton ref={ref} aria-label={t('nav.profileMenu')} data-testid="profile-menu" {...props}>
      <UserAvatar name={user.name} size={36} />
    </UnstyledButton>
  );
});
