import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { errorMessage } from '../../../lib/api-error';
import { useAvailableUsers } from '../api/available-users';
import { userOptions } from './actor';

interface NewChatModalProps {
  opened: boolean;
  onClose: () => void;
  onPick: (userId: string) => void;
}

/** Starts a conversation with anyone the company's messaging rule lets me write to. */
export function NewChatModal({ opened, onClose, onPick }: NewChatModalProps) {
  const { t } = useTranslation();
  const users = useAvailableUsers(opened);
  const [picked, setPicked] = useState<string | null>(null);
  const options = userOptions(users.data ?? [], t);
  const submit = () => {
    if (!picked) return;
    onPick(picked);
    setPicked(null);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('messages.newChat')} centered radius="md">
      <Stack gap="md">
        <ErrorAlert message={users.error ? errorMessage(users.error, t('messages.errors.users')) : null} />
        {users.isSuccess && options.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('messages.newChatEmpty')}
          </Text>
        ) : (
          <Select
            label={t('messages.newChatLabel')}
            placeholder={t('messages.newChatPlaceholder')}
            data={options}
            value={picked}
            onChange={setPicked}
            searchable
            nothingFoundMessage={t('messages.newChatEmpty')}
            disabled={users.isLoading}
            comboboxProps={{ withinPortal: true }}
            data-testid="new-chat-user"
            data-autofocus
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={submit} disabled={!picked} data-testid="new-chat-submit">
            {t('messages.openChat')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
