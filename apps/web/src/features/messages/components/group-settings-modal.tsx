import { ActionIcon, Button, Center, Divider, Group, Loader, Modal, Select, Stack, Text } from '@mantine/core';
import { canManageGroup, canRemoveGroupMember, type UserPublic } from '@vazife/contract';
import { IconPencil, IconTrash, IconUserMinus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal';
import { ErrorAlert } from '../../../components/error-alert';
import { WriteArea } from '../../../components/write-area';
import { errorMessage } from '../../../lib/api-error';
import { notifySuccess } from '../../../lib/notify';
import { notifyFailure } from '../../../lib/payment-required';
import { useAddGroupMember } from '../api/add-group-member';
import { useAvailableUsers } from '../api/available-users';
import { useDeleteGroup } from '../api/delete-group';
import { useGroupDetail } from '../api/group-detail';
import { useRemoveGroupMember } from '../api/remove-group-member';
import { GroupMemberRow } from './group-member-row';
import { actorOf, userOptions } from './actor';
import { GroupEditForm } from './group-edit-form';

interface GroupSettingsModalProps {
  opened: boolean;
  groupId: string;
  user: UserPublic;
  onClose: () => void;
  /** The group was deleted here: whoever showed it closes it. */
  onDeleted?: () => void;
}

/**
 * The group's description and members. Its creator or the employer renames it, changes its
 * description, adds and removes members (never the creator) and deletes it.
 */
export function GroupSettingsModal({ opened, groupId, user, onClose, onDeleted }: GroupSettingsModalProps) {
  const { t } = useTranslation();
  const detail = useGroupDetail(groupId);
  const group = detail.data;
  const actor = actorOf(user);
  const manager = Boolean(group && canManageGroup(actor, group));
  const users = useAvailableUsers(opened && manager);
  const add = useAddGroupMember();
  const remove = useRemoveGroupMember();
  const drop = useDeleteGroup();
  const [picked, setPicked] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
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
        onError: (error) => notifyFailure(error, t('messages.errors.memberAdd')),
      },
    );
  };
  const onRemove = (userId: string) =>
    remove.mutate(
      { groupId, userId },
      {
        onSuccess: () => notifySuccess(t('messages.memberRemoved')),
        onError: (error) => notifyFailure(error, t('messages.errors.memberRemove')),
      },
    );

  // The promise rather than mutate's callbacks: the live `group.deleted` may reach the page before
  // the answer and take this dialog down with the chat, and what follows must still happen.
  const onDelete = () =>
    drop.mutateAsync(groupId).then(
      () => {
        notifySuccess(t('messages.groupDeleted'));
        setConfirming(false);
        onClose();
        onDeleted?.();
      },
      (error: unknown) => notifyFailure(error, t('messages.errors.groupDelete')),
    );

  // What a manager changes here is off while the company's subscription has ended; the members
  // stay readable, and a member, who changes nothing, reads no reason.
  const settings = (
    <Stack gap="md" data-testid="group-settings">
      <ErrorAlert message={detail.error ? errorMessage(detail.error, t('messages.errors.groupDetail')) : null} />
      {detail.isLoading && (
        <Center py="md">
          <Loader size="sm" />
        </Center>
      )}
      {group && editing && <GroupEditForm group={group} onDone={() => setEditing(false)} />}
      {!editing && group?.description && (
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }} data-testid="group-description-text">
          {group.description}
        </Text>
      )}
      {manager && !editing && (
        <Group gap="xs">
          <Button
            variant="light"
            size="compact-sm"
            leftSection={<IconPencil size={16} />}
            onClick={() => setEditing(true)}
            data-testid="group-edit"
          >
            {t('messages.editGroup')}
          </Button>
        </Group>
      )}
      {group && (
        <Stack gap={6}>
          <Text fw={600} size="sm">
            {t('messages.members', { count: group.member_count })}
          </Text>
          {group.member_details.map((member) => (
            <GroupMemberRow key={member.id} member={member} creatorId={group.created_by} testId="group-member">
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
            </GroupMemberRow>
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
      {manager && group && (
        <>
          <Divider />
          <Group justify="flex-end">
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={() => setConfirming(true)}
              data-testid="group-delete"
            >
              {t('messages.deleteGroup')}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );

  return (
    <Modal opened={opened} onClose={onClose} title={group?.name ?? t('messages.groupSettings')} centered radius="md">
      {manager ? (
        <WriteArea call="PUT /api/groups/{id}" wide>
          {settings}
        </WriteArea>
      ) : (
        settings
      )}
      <ConfirmModal
        opened={confirming}
        title={t('messages.deleteGroupTitle')}
        confirmLabel={t('messages.deleteGroupConfirm')}
        color="red"
        loading={drop.isPending}
        onConfirm={onDelete}
        onClose={() => setConfirming(false)}
      >
        {t('messages.deleteGroupText', { name: group?.name ?? '' })}
      </ConfirmModal>
    </Modal>
  );
}
