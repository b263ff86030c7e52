import { Group, Stack, Text } from '@mantine/core';
import type { UserPublic } from '@vazife/contract';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../components/user-avatar';

/** The sidebar footer: initials, name and the role's label. */
export function UserCard({ user }: { user: UserPublic }) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" wrap="nowrap" data-testid="sidebar-user">
      <UserAvatar name={user.name} size="md" />
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" fw={600} truncate>
          {user.name}
        </Text>
        <Text size="xs" c="dimmed" truncate data-testid="sidebar-user-role">
          {t(`roles.${user.role}`)}
        </Text>
      </Stack>
    </Group>
  );
}
