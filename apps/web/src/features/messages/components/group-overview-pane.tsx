import { ActionIcon, Alert, Badge, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import type { UserPublic } from '@vazife/contract';
import { IconArrowLeft, IconLogin2, IconSettings } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { UserAvatar } from '../../../components/user-avatar';
import { WriteArea } from '../../../components/write-area';
import { errorMessage } from '../../../lib/api-error';
import { notifySuccess } from '../../../lib/notify';
import { notifyFailure } from '../../../lib/payment-required';
import { useAddGroupMember } from '../api/add-group-member';
import { useGroupDetail } from '../api/group-detail';
import { messageKeys } from '../api/keys';
import { GroupMemberRow } from './group-member-row';
import { GroupSettingsModal } from './message-dialogs';

interface GroupOverviewPaneProps {
  groupId: string;
  user: UserPublic;
  /** Phones: back to the list. */
  onBack?: () => void;
  /** The group was deleted here. */
  onGone: () => void;
}

/**
 * A group the employer sees without being in it: what it is and who is in it, its settings, and
 * "Gruba katıl" (docs/product-rules.md#messaging: she reads its messages once she is a member).
 */
export function GroupOverviewPane({ groupId, user, onBack, onGone }: GroupOverviewPaneProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const detail = useGroupDetail(groupId);
  const join = useAddGroupMember();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const group = detail.data;

  const onJoin = () =>
    join.mutate(
      { groupId, userId: user.id },
      {
        onSuccess: () => {
          notifySuccess(t('messages.joined'));
          void queryClient.invalidateQueries({ queryKey: messageKeys.unreadCount() });
        },
        onError: (error) => notifyFailure(error, t('messages.errors.join')),
      },
    );

  return (
    <Stack gap={0} h="100%" style={{ minHeight: 0 }} data-testid="group-overview">
      <Group
        gap="sm"
        wrap="nowrap"
        px="sm"
        py={10}
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        {onBack && (
          <ActionIcon variant="subtle" size="lg" onClick={onBack} aria-label={t('messages.back')}>
            <IconArrowLeft size={20} />
          </ActionIcon>
        )}
        <UserAvatar name={group?.name ?? ''} size={40} radius="md" />
        <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
          <Text fw={700} truncate data-testid="chat-title">
            {group?.name}
          </Text>
          {/* Under the name, not beside it: on a phone the name keeps the row's width. */}
          <Group gap={6} wrap="nowrap">
            {group && (
              <Text size="xs" c="dimmed" truncate>
                {t('messages.members', { count: group.member_count })}
              </Text>
            )}
            <Badge size="xs" variant="light" color="gray" style={{ flexShrink: 0 }} data-testid="group-overview-badge">
              {t('messages.notMember')}
            </Badge>
          </Group>
        </Stack>
      </Group>
      <Stack gap="md" p="md" style={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
        <ErrorAlert message={detail.error ? errorMessage(detail.error, t('messages.errors.groupDetail')) : null} />
        {detail.isLoading && (
          <Center py="md">
            <Loader size="sm" />
          </Center>
        )}
        {group && (
          <>
            {group.description && (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {group.description}
              </Text>
            )}
            <Alert variant="light" color="blue">
              {t('messages.notMemberHint')}
            </Alert>
            <Group gap="xs">
              <WriteArea call="POST /api/groups/{id}/members" justify="flex-start">
                <Button
                  leftSection={<IconLogin2 size={18} />}
                  onClick={onJoin}
                  loading={join.isPending}
                  data-testid="group-join"
                >
                  {t('messages.join')}
                </Button>
              </WriteArea>
              <Button
                variant="default"
                leftSection={<IconSettings size={18} />}
                onClick={() => setSettingsOpen(true)}
                data-testid="group-overview-settings"
              >
                {t('messages.groupSettings')}
              </Button>
            </Group>
            <Stack gap={6}>
              <Text fw={600} size="sm">
                {t('messages.groupMembers')}
              </Text>
              {group.member_details.map((member) => (
                <GroupMemberRow
                  key={member.id}
                  member={member}
                  creatorId={group.created_by}
                  testId="group-overview-member"
                />
              ))}
            </Stack>
          </>
        )}
      </Stack>
      <GroupSettingsModal
        key={groupId}
        opened={settingsOpen}
        groupId={groupId}
        user={user}
        onClose={() => setSettingsOpen(false)}
        onDeleted={onGone}
      />
    </Stack>
  );
}
