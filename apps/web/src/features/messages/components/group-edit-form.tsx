import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { messagingLimits, type Group as ChatGroup } from '@vazife/contract';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { useOneMessageForm } from '../../../lib/contract-form';
import { notifySuccess } from '../../../lib/notify';
import { failureMessage } from '../../../lib/payment-required';
import { useUpdateGroup } from '../api/update-group';
import { toGroupEditRequest, validateGroupEdit } from './group-validation';

interface GroupEditFormProps {
  group: ChatGroup;
  onDone: () => void;
}

/** The group's name and description, as its creator or the employer changes them. */
export function GroupEditForm({ group, onDone }: GroupEditFormProps) {
  const { t } = useTranslation();
  const update = useUpdateGroup();
  const { form, message, fail } = useOneMessageForm({
    initialValues: { name: group.name, description: group.description ?? '' },
    validate: validateGroupEdit,
  });

  const submit = form.onSubmit((values) => {
    update.mutate(
      { groupId: group.id, ...toGroupEditRequest(values) },
      {
        onSuccess: () => {
          notifySuccess(t('messages.groupSaved'));
          onDone();
        },
        onError: (failure) => fail(failureMessage(failure, t('messages.errors.groupSave'))),
      },
    );
  });

  return (
    <Stack gap="sm" data-testid="group-edit-form">
      <TextInput
        label={t('messages.groupName')}
        {...form.getInputProps('name', { withError: false })}
        maxLength={messagingLimits.groupNameMax}
        withAsterisk
        data-testid="group-edit-name"
        data-autofocus
      />
      <Textarea
        label={t('messages.groupDescription')}
        description={t('common.optional')}
        {...form.getInputProps('description', { withError: false })}
        maxLength={messagingLimits.groupDescriptionMax}
        autosize
        minRows={2}
        data-testid="group-edit-description"
      />
      <ErrorAlert message={message} testId="group-edit-error" />
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onDone} disabled={update.isPending}>
          {t('common.cancel')}
        </Button>
        <Button onClick={() => submit()} loading={update.isPending} data-testid="group-edit-submit">
          {t('messages.saveGroup')}
        </Button>
      </Group>
    </Stack>
  );
}
