import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { messagingLimits, type Group as ChatGroup } from '@vazife/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { notifySuccess } from '../../../lib/notify';
import { failureMessage } from '../../../lib/payment-required';
import { useUpdateGroup } from '../api/update-group';
import { groupEditError } from './group-validation';

interface GroupEditFormProps {
  group: ChatGroup;
  onDone: () => void;
}

/** The group's name and description, as its creator or the employer changes them. */
export function GroupEditForm({ group, onDone }: GroupEditFormProps) {
  const { t } = useTranslation();
  const update = useUpdateGroup();
  const [name, setName] = useState(group.name);
  const [description, setDescription] = useState(group.description ?? '');
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    const values = { name: name.trim(), description: description.trim() };
    const problem = groupEditError(values, t);
    setError(problem);
    if (problem) return;
    update.mutate(
      { groupId: group.id, ...values },
      {
        onSuccess: () => {
          notifySuccess(t('messages.groupSaved'));
          onDone();
        },
        onError: (failure) => setError(failureMessage(failure, t('messages.errors.groupSave'))),
      },
    );
  };

  return (
    <Stack gap="sm" data-testid="group-edit-form">
      <TextInput
        label={t('messages.groupName')}
        value={name}
        onChange={(event) => {
          setName(event.currentTarget.value);
          setError(null);
        }}
        maxLength={messagingLimits.groupNameMax}
        withAsterisk
        data-testid="group-edit-name"
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
        data-testid="group-edit-description"
      />
      <ErrorAlert message={error} testId="group-edit-error" />
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onDone} disabled={update.isPending}>
          {t('common.cancel')}
        </Button>
        <Button onClick={submit} loading={update.isPending} data-testid="group-edit-submit">
          {t('messages.saveGroup')}
        </Button>
      </Group>
    </Stack>
  );
}
