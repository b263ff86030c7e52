import { Menu, Text, UnstyledButton } from '@mantine/core';
import type { UserPublic } from '@vazife/contract';
import { IconHelpCircle, IconLogout, IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserAvatar } from '../../components/user-avatar';

/** The phone header's profile menu: help, settings and logout. */
export function ProfileMenu({ user, onLogout }: { user: UserPublic; onLogout: () => void }) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" width={220} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t('nav.profileMenu')} data-testid="profile-menu">
          <UserAvatar name={user.name} size={36} />
        </UnstyledButton>
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
