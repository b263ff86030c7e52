import { Badge, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconCheck, IconChecks } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { UserAvatar } from '../../../components/user-avatar';
import { errorMessage } from '../../../lib/api-error';
import { useReadStatus } from '../api/read-status';
import { fullTime } from './chat-time';

function Reader({ name, read, at }: { name: string; read: boolean; at: string | null }) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" wrap="nowrap" data-testid="read-status-row" data-read={read}>
      <UserAvatar name={name} size={32} />
      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" truncate>
          {name}
        </Text>
        <Text size="xs" c="dimmed">
          {read ? t('messages.readAt', { time: fullTime(at) }) : t('messages.notRead')}
        </Text>
      </Stack>
      {read ? <IconChecks size={18} aria-hidden /> : <IconCheck size={18} aria-hidden />}
    </Group>
  );
}

/** Who has read one of my messages: the receiver, or each member of the group. */
export function ReadStatusModal({
  opened,
  messageId,
  onClose,
}: {
  opened: boolean;
  messageId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const status = useReadStatus(messageId);
  const data = status.data;
  return (
    <Modal opened={opened} onClose={onClose} title={t('messages.readStatusTitle')} centered radius="md">
      <Stack gap="sm" data-testid="read-status">
        <ErrorAlert message={status.error ? errorMessage(status.error, t('messages.errors.readStatus')) : null} />
        {status.isLoading && (
          <Center py="md">
            <Loader size="sm" />
          </Center>
        )}
        {data?.is_group && (
          <>
            <Badge variant="light" size="lg" style={{ alignSelf: 'flex-start' }} data-testid="read-count">
              {t('messages.readCount', { read: data.read_count, total: data.total_members })}
            </Badge>
            {data.read_status.map((entry) => (
              <Reader key={entry.user_id} name={entry.user_name} read={entry.is_read} at={entry.read_at} />
            ))}
          </>
        )}
        {data && !data.is_group && <Reader name={data.receiver_name ?? ''} read={data.is_read} at={data.read_at} />}
      </Stack>
    </Modal>
  );
}
