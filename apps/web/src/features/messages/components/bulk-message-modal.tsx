import { Button, Group, Modal, MultiSelect, Stack, Text, Textarea } from '@mantine/core';
import { messagingLimits } from '@vazife/contract';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { errorMessage } from '../../../lib/api-error';
import { useOneMessageForm } from '../../../lib/contract-form';
import { notifySuccess } from '../../../lib/notify';
import { failureMessage } from '../../../lib/payment-required';
import { useAvailableUsers } from '../api/available-users';
import { useSendBulk, type SendBulkValues } from '../api/send-bulk';
import { userOptions } from './actor';
import { toBulkRequest, validateBulk } from './group-validation';

const emptyBulk: SendBulkValues = { receiver_ids: [], content: '' };

/** The employer's bulk message: one text, a separate direct message to each chosen person. */
export function BulkMessageModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const users = useAvailableUsers(opened);
  const send = useSendBulk();
  const { form, message, fail } = useOneMessageForm({ initialValues: emptyBulk, validate: validateBulk });
  const recipients = form.values.receiver_ids;
  const options = userOptions(users.data ?? [], t);

  const close = () => {
    form.clearErrors();
    fail(null);
    onClose();
  };
  const submit = form.onSubmit((values) => {
    send.mutate(toBulkRequest(values), {
      onSuccess: (result) => {
        notifySuccess(t('messages.bulkSent', { count: result.sent_count }));
        form.reset();
        close();
      },
      onError: (failure) => fail(failureMessage(failure, t('messages.errors.bulk'))),
    });
  });

  return (
    <Modal opened={opened} onClose={close} title={t('messages.bulk')} centered radius="md">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('messages.bulkHint')}
        </Text>
        <ErrorAlert message={users.error ? errorMessage(users.error, t('messages.errors.users')) : null} />
        <Stack gap={4}>
          <MultiSelect
            label={t('messages.bulkRecipients')}
            placeholder={recipients.length ? undefined : t('messages.bulkRecipientsPlaceholder')}
            data={options}
            value={recipients}
            onChange={(value) => form.setFieldValue('receiver_ids', value)}
            searchable
            withAsterisk
            maxValues={messagingLimits.recipientsMax}
            disabled={users.isLoading}
            comboboxProps={{ withinPortal: true }}
            data-testid="bulk-recipients"
          />
          <Group justify="flex-end">
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() =>
                form.setFieldValue(
                  'receiver_ids',
                  options.map((option) => option.value),
                )
              }
              disabled={options.length === 0}
              data-testid="bulk-select-all"
            >
              {t('messages.bulkSelectAll')}
            </Button>
          </Group>
        </Stack>
        <Textarea
          label={t('messages.bulkContent')}
          {...form.getInputProps('content', { withError: false })}
          maxLength={messagingLimits.contentMax}
          autosize
          minRows={3}
          withAsterisk
          data-testid="bulk-content"
        />
        <ErrorAlert message={message} testId="bulk-error" />
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={send.isPending}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => submit()} loading={send.isPending} data-testid="bulk-submit">
            {t('messages.send')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
