import { Paper, Stack, Text } from '@mantine/core';
import type { RevisionEntry } from '@vazife/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from './task-format';

/** Every "send back" of the task: the note, who asked and when (oldest first). */
export function RevisionHistory({ entries }: { entries: RevisionEntry[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" data-testid="revision-history">
      {entries.map((entry, index) => (
        <Paper key={`${entry.requested_at}-${index}`} withBorder p="sm" radius="sm">
          <Text size="xs" c="dimmed" mb={4}>
            {t('tasks.detail.revisionEntry', {
              n: index + 1,
              name: entry.requested_by_name,
              date: formatDateTime(entry.requested_at),
            })}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {entry.note}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}
