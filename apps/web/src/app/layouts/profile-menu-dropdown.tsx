import { Menu, Text } from '@mantine/core';
import { canManageCompany, type UserPublic } from '@vazife/contract';
import { IconCrown, IconHelpCircle, IconLogout, IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { openSubscription } from '../../features/subscription/components/overlay-store';
import { useOpenOnMount } from '../../lib/use-open-on-mount';
import { ProfileButton } from './profile-button';

/**
 * The profile menu itself (profile-menu.tsx fetches it on the first hover, focus or tap).
 * `openOnMount`: the tap that fetched it opens it, once its button has the focus the tapped one
 * had, so that closing returns there (the menu returns focus to what had it on opening).
 */
export function ProfileMenuDropdown({
  user,
  onLogout,
  openOnMount = false,
}: {
  user: UserPublic;
  onLogout: () => void;
  openOnMount?: boolean;
}) {
  const { t } = useTranslation();
  const { opened, setOpened, target: button } = useOpenOnMount<HTMLButtonElement>(openOnMount);
  return (
    <Menu position="bottom-end" width={220} shadow="md" withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>
        <ProfileButton ref={button} user={user} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate>
            {user.name}
          </Text>
          <Text size="xs" c="dimmed">
            {t(`roles.${user.role}`)}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        {canManageCompany({ role: user.role, approved: user.is_approved }) && (
          <Menu.Item leftSection={<IconCrown size={16} />} onClick={openSubscription} data-testid="menu-subscription">
            {t('nav.subscription')}
          </Menu.Item>
        )}
        <Menu.Item component={Link} to="/dashboard/settings" leftSection={<IconSettings size={16} />}>
          {t('nav.settings')}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to="/dashboard/help"
          leftSection={<IconHelpCircle size={16} />}
          data-testid="menu-help"
        >
          {t('nav.help')}
        </Menu.Item>
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={onLogout} data-testid="menu-logout">
          {t('nav.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
