import { Button, Group, Modal, MultiSelect, Stack, Text, Textarea } from '@mantine/core';
import { messagingLimits } from '@vazife/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { errorMessage } from '../../../lib/api-error';
import { notifySuccess } from '../../../lib/notify';
import { failureMessage } from '../../../lib/payment-required';
import { useAvailableUsers } from '../api/available-users';
import { useSendBulk } from '../api/send-bulk';
import { userOptions } from './actor';
import { bulkFormError } from './group-validation';

/** The employer's bulk message: one text, a separate direct message to each chosen person. */
export function BulkMessageModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const users = useAvailableUsers(opened);
  const send = useSendBulk();
  const [recipients, setRecipients] = useState<string[]>([]);
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const options = userOptions(users.data ?? [], t);

  const close = () => {
    setError(null);
    onClose();
  };
  const submit = () => {
    const values = { receiver_ids: recipients, content: content.trim() };
    const problem = bulkFormError(values, t);
    setError(problem);
    if (problem) return;
    send.mutate(values, {
      onSuccess: (result) => {
        notifySuccess(t('messages.bulkSent', { count: result.sent_count }));
        setRecipients([]);
        setContent('');
        close();
      },
      onError: (failure) => setError(failureMessage(failure, t('messages.errors.bulk'))),
    });
  };

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
            onChange={(value) => {
              setRecipients(value);
              setError(null);
            }}
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
              onClick={() => {
                setRecipients(options.map((option) => option.value));
                setError(null);
              }}
              disabled={options.length === 0}
              data-testid="bulk-select-all"
            >
              {t('messages.bulkSelectAll')}
            </Button>
          </Group>
        </Stack>
        <Textarea
          label={t('messages.bulkContent')}
          value={content}
          onChange={(event) => {
            setContent(event.currentTarget.value);
            setError(null);
          }}
          maxLength={messagingLimits.contentMax}
          autosize
          minRows={3}
          withAsterisk
          data-testid="bulk-content"
        />
        <ErrorAlert message={error} testId="bulk-error" />
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={send.isPending}>
            {t('common.cancel')}
          </Button>
          <Button onClick={submit} loading={send.isPending} data-testid="bulk-submit">
            {t('messages.send')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
