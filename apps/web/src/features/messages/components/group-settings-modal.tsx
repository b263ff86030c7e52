import { ActionIcon, Badge, Button, Center, Group, Loader, Modal, Select, Stack, Text } from '@mantine/core';
import { canManageGroup, canRemoveGroupMember, type UserPublic } from '@vazife/contract';
import { IconUserMinus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { UserAvatar } from '../../../components/user-avatar';
import { errorMessage } from '../../../lib/api-error';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useAddGroupMember } from '../api/add-group-member';
import { useAvailableUsers } from '../api/available-users';
import { useGroupDetail } from '../api/group-detail';
import { useRemoveGroupMember } from '../api/remove-group-member';
import { actorOf, userOptions } from './actor';

interface GroupSettingsModalProps {
  opened: boolean;
  groupId: string;
  user: UserPublic;
  onClose: () => void;
}

/** The group's members; its creator or the employer adds and removes them (never the creator). */
export function GroupSettingsModal({ opened, groupId, user, onClose }: GroupSettingsModalProps) {
  const { t } = useTranslation();
  const detail = useGroupDetail(groupId);
  const group = detail.data;
  const actor = actorOf(user);
  const manager = Boolean(group && canManageGroup(actor, group));
  const users = useAvailableUsers(opened && manager);
  const add = useAddGroupMember();
  const remove = useRemoveGroupMember();
  const [picked, setPicked] = useState<string | null>(null);
  const memberIds = new Set(group?.member_details.map((member) => member.id));
  const candidates = userOptions(
    (users.data ?? []).filter((person) => !memberIds.has(person.id)),
    t,
  );

  const onAdd = () => {
    if (!picked) return;
    add.mutate(
      { groupId, userId: picked },
      {
        onSuccess: () => {
          setPicked(null);
          notifySuccess(t('messages.memberAdded'));
        },
        onError: (error) => notifyError(errorMessage(error, t('messages.errors.memberAdd'))),
      },
    );
  };
  const onRemove = (userId: string) =>
    remove.mutate(
      { groupId, userId },
      {
        onSuccess: () => notifySuccess(t('messages.memberRemoved')),
        onError: (error) => notifyError(errorMessage(error, t('messages.errors.memberRemove'))),
      },
    );

  return (
    <Modal opened={opened} onClose={onClose} title={group?.name ?? t('messages.groupSettings')} centered radius="md">
      <Stack gap="md" data-testid="group-settings">
        <ErrorAlert message={detail.error ? errorMessage(detail.error, t('messages.errors.groupDetail')) : null} />
        {detail.isLoading && (
          <Center py="md">
            <Loader size="sm" />
          </Center>
        )}
        {group?.description && (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
            {group.description}
          </Text>
        )}
        {group && (
          <Stack gap={6}>
            <Text fw={600} size="sm">
              {t('messages.members', { count: group.member_count })}
            </Text>
            {group.member_details.map((member) => (
              <Group key={member.id} gap="sm" wrap="nowrap" data-testid="group-member">
                <UserAvatar name={member.name} size={32} />
                <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                  <Text size="sm" truncate>
                    {member.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t(`roles.${member.role}`)}
                  </Text>
                </Stack>
                {member.id === group.created_by && <Badge variant="light">{t('messages.creator')}</Badge>}
                {canRemoveGroupMember(actor, group, member.id) && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    onClick={() => onRemove(member.id)}
                    loading={remove.isPending && remove.variables?.userId === member.id}
                    aria-label={t('messages.removeMember', { name: member.name })}
                    data-testid="group-member-remove"
                  >
                    <IconUserMinus size={18} />
                  </ActionIcon>
                )}
              </Group>
            ))}
          </Stack>
        )}
        {manager && (
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <Select
              label={t('messages.addMember')}
              placeholder={t('messages.addMemberPlaceholder')}
              data={candidates}
              value={picked}
              onChange={setPicked}
              searchable
              style={{ flex: 1 }}
              error={users.error ? errorMessage(users.error, t('messages.errors.users')) : undefined}
              comboboxProps={{ withinPortal: true }}
              data-testid="group-add-member"
            />
            <Button onClick={onAdd} disabled={!picked} loading={add.isPending} data-testid="group-add-submit">
              {t('messages.add')}
            </Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
