import { Badge, Group, Stack, Text } from '@mantine/core';
import type { GroupMember } from '@vazife/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../components/user-avatar';

/** One member of a group: avatar, name, role, "Kurucu" for its creator, and what may be done (removing). */
export function GroupMemberRow({
  member,
  creatorId,
  testId,
  children,
}: {
  member: GroupMember;
  creatorId: string;
  testId: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" wrap="nowrap" data-testid={testId}>
      <UserAvatar name={member.name} size={32} />
      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" truncate>
          {member.name}
        </Text>
        <Text size="xs" c="dimmed">
          {t(`roles.${member.role}`)}
        </Text>
      </Stack>
      {member.id === creatorId && <Badge variant="light">{t('messages.creator')}</Badge>}
      {children}
    </Group>
  );
}
