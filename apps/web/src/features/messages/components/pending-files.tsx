import { ActionIcon, Group, Progress, Stack, Text } from '@mantine/core';
import { IconFile, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatBytes, type PendingFile } from './file-limits';

interface PendingFilesProps {
  files: PendingFile[];
  uploading: boolean;
  onRemove: (id: string) => void;
}

/** The files about to be sent, each with its own progress bar while it uploads. */
export function PendingFiles({ files, uploading, onRemove }: PendingFilesProps) {
  const { t } = useTranslation();
  if (files.length === 0) return null;
  return (
    <Stack gap={6} data-testid="pending-files">
      {files.map((item) => (
        <Stack key={item.id} gap={4} data-testid="pending-file">
          <Group gap="xs" wrap="nowrap">
            <IconFile size={16} aria-hidden style={{ flexShrink: 0 }} />
            <Text size="sm" truncate style={{ flex: 1, minWidth: 0 }}>
              {item.file.name}
            </Text>
            <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
              {formatBytes(item.file.size)}
            </Text>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="sm"
              disabled={uploading}
              onClick={() => onRemove(item.id)}
              aria-label={t('messages.removeFile', { name: item.file.name })}
            >
              <IconX size={14} />
            </ActionIcon>
          </Group>
          {(uploading || item.progress > 0) && (
            <Progress
              value={Math.round(item.progress * 100)}
              size="sm"
              color={item.error ? 'red' : undefined}
              aria-label={item.file.name}
              data-testid="pending-file-progress"
            />
          )}
          {item.error && (
            <Text size="xs" c="red" role="alert">
              {item.error}
            </Text>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
