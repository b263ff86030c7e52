import { Button, Group, Modal, MultiSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { messagingLimits, type Group as ChatGroup } from '@vazife/contract';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { errorMessage } from '../../../lib/api-error';
import { useOneMessageForm } from '../../../lib/contract-form';
import { notifySuccess } from '../../../lib/notify';
import { failureMessage } from '../../../lib/payment-required';
import { useAvailableUsers } from '../api/available-users';
import { useCreateGroup, type CreateGroupValues } from '../api/create-group';
import { userOptions } from './actor';
import { toCreateGroupRequest, validateNewGroup } from './group-validation';

const emptyGroup: CreateGroupValues = { name: '', description: '', member_ids: [] };

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
  const { form, message, fail } = useOneMessageForm({ initialValues: emptyGroup, validate: validateNewGroup });
  const members = form.values.member_ids;

  const close = () => {
    form.clearErrors();
    fail(null);
    onClose();
  };
  const submit = form.onSubmit((values) => {
    create.mutate(toCreateGroupRequest(values), {
      onSuccess: (group) => {
        notifySuccess(t('messages.groupCreated'));
        form.reset();
        onCreated(group);
        close();
      },
      onError: (failure) => fail(failureMessage(failure, t('messages.errors.groupCreate'))),
    });
  });

  return (
    <Modal opened={opened} onClose={close} title={t('messages.newGroup')} centered radius="md">
      <Stack gap="md">
        <ErrorAlert message={users.error ? errorMessage(users.error, t('messages.errors.users')) : null} />
        <TextInput
          label={t('messages.groupName')}
          {...form.getInputProps('name', { withError: false })}
          maxLength={messagingLimits.groupNameMax}
          withAsterisk
          data-testid="group-name"
          data-autofocus
        />
        <Textarea
          label={t('messages.groupDescription')}
          description={t('common.optional')}
          {...form.getInputProps('description', { withError: false })}
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
          onChange={(value) => form.setFieldValue('member_ids', value)}
          searchable
          withAsterisk
          disabled={users.isLoading}
          comboboxProps={{ withinPortal: true }}
          data-testid="group-members"
        />
        <ErrorAlert message={message} testId="group-form-error" />
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={create.isPending}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => submit()} loading={create.isPending} data-testid="group-create-submit">
            {t('messages.groupCreate')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
