import { Button, Group, Modal, MultiSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { messagingLimits, type Group as ChatGroup } from '@vazife/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { errorMessage } from '../../../lib/api-error';
import { notifySuccess } from '../../../lib/notify';
import { failureMessage } from '../../../lib/payment-required';
import { useAvailableUsers } from '../api/available-users';
import { useCreateGroup } from '../api/create-group';
import { userOptions } from './actor';
import { groupFormError } from './group-validation';

interface NewGroupModalProps {
  opened: boolean;
  onClose: () => void;
  onCreated: (group: ChatGroup) => void;
}

/** A new group: a name, an optional description and at least one member. */
export function NewGroupModal({ opened, onClose, onCreated }: NewGroupModalProps) {
  const { t } = useTranslation();
  const users = useAvailableUsers(opened);
  const create = useCreateGroup();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [members, setMembers] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setError(null);
    onClose();
  };
  const submit = () => {
    const values = { name: name.trim(), description: description.trim(), member_ids: members };
    const problem = groupFormError(values, t);
    setError(problem);
    if (problem) return;
    create.mutate(values, {
      onSuccess: (group) => {
        notifySuccess(t('messages.groupCreated'));
        setName('');
        setDescription('');
        setMembers([]);
        onCreated(group);
        close();
      },
      onError: (failure) => setError(failureMessage(failure, t('messages.errors.groupCreate'))),
    });
  };

  return (
    <Modal opened={opened} onClose={close} title={t('messages.newGroup')} centered radius="md">
      <Stack gap="md">
        <ErrorAlert message={users.error ? errorMessage(users.error, t('messages.errors.users')) : null} />
        <TextInput
          label={t('messages.groupName')}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setError(null);
          }}
          maxLength={messagingLimits.groupNameMax}
          withAsterisk
          data-testid="group-name"
          data-autofocus
        />
        <Textarea
          label={t('messages.groupDescription')}
          description={t('common.optional')}
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
          maxLength={messagingLimits.groupDescriptionMax}
          autosize
          minRows={2}
          data-testid="group-description"
        />
        <MultiSelect
          label={t('messages.groupMembers')}
          placeholder={members.length ? undefined : t('messages.groupMembersPlaceholder')}
          data={userOptions(users.data ?? [], t)}
          value={members}
          onChange={(value) => {
            setMembers(value);
            setError(null);
          }}
          searchable
          withAsterisk
          disabled={users.isLoading}
          comboboxProps={{ withinPortal: true }}
          data-testid="group-members"
        />
        <ErrorAlert message={error} testId="group-form-error" />
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={create.isPending}>
            {t('common.cancel')}
          </Button>
          <Button onClick={submit} loading={create.isPending} data-testid="group-create-submit">
            {t('messages.groupCreate')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
