import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import type { Role } from '@vazife/contract';
import { IconClipboardList } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { BoardFilter } from '../api/keys';

/** "Henüz görev yok" or "Bu filtrede görev yok", with a line written for the viewer's role. */
export function TaskEmptyState({ role, filter }: { role: Role; filter: BoardFilter }) {
  const { t } = useTranslation();
  const scope = filter === 'all' ? 'all' : 'filtered';
  return (
    <Paper withBorder p="xl" radius="md" data-testid="tasks-empty">
      <Stack align="center" gap="xs">
        <ThemeIcon size={52} radius="xl" variant="light" color="gray" aria-hidden>
          <IconClipboardList size={28} />
        </ThemeIcon>
        <Text fw={700} ta="center">
          {scope === 'all' ? t('tasks.empty.title') : t('tasks.empty.filteredTitle')}
        </Text>
        <Text size="sm" c="dimmed" ta="center" maw={420}>
          {t(`tasks.empty.${scope}.${role}`)}
        </Text>
      </Stack>
    </Paper>
  );
}
