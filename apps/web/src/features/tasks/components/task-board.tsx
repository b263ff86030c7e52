import { Button, Center, Group, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { assignableRoles, type Task } from '@vazife/contract';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CsvDownloadButton } from '../../../components/csv-download-button';
import { ErrorAlert } from '../../../components/error-alert';
import { WriteArea } from '../../../components/write-area';
import { errorMessage } from '../../../lib/api-error';
import { useSession } from '../../../lib/session';
import type { BoardFilter } from '../api/keys';
import { useTaskCounts } from '../api/task-counts';
import { useTaskList } from '../api/task-list';
import type { TaskDialogKind } from './task-actions';
import { TaskCard } from './task-card';
import {
  AdditionalInfoModal,
  CompletedTaskModal,
  CompleteTaskModal,
  CreateTaskModal,
  RevisionModal,
  TaskDetailModal,
} from './task-dialogs';
import { TaskEmptyState } from './task-empty-state';
import { TaskFilterTabs } from './task-filter-tabs';
import { useLinkedTask } from './use-linked-task';

type Dialog = { kind: TaskDialogKind | 'detail' | 'summary'; task: Task };

/** "Görevler": filter tabs with counts, the cards, "Daha fazla yükle", and every task dialog. */
export function TaskBoard() {
  const { t } = useTranslation();
  const user = useSession()?.user;
  const [filter, setFilter] = useState<BoardFilter>('all');
  const [creating, setCreating] = useState(false);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const list = useTaskList(filter);
  const counts = useTaskCounts();
  useLinkedTask((task) => setDialog({ kind: 'detail', task }));
  if (!user) return null;

  const canCreate = user.is_approved && assignableRoles(user.role).length > 0;
  const tasks = list.data?.pages.flatMap((page) => page.tasks) ?? [];
  const open = (kind: Dialog['kind'], task: Task) => setDialog({ kind, task });
  const close = () => setDialog(null);

  let content;
  if (list.isError && !tasks.length) {
    content = <ErrorAlert message={errorMessage(list.error, t('tasks.loadFailed'))} testId="tasks-error" />;
  } else if (list.isPending) {
    content = (
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} h={190} radius="md" />
        ))}
      </SimpleGrid>
    );
  } else if (!tasks.length) {
    content = <TaskEmptyState role={user.role} filter={filter} />;
  } else {
    content = (
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md" data-testid="task-list">
          {tasks.map((task) => (
            <TaskCard
              key={task.id}
              task={task}
              user={user}
              onOpenDetail={(item) => open('detail', item)}
              onOpenSummary={(item) => open('summary', item)}
              onOpen={open}
            />
          ))}
        </SimpleGrid>
        {list.hasNextPage && (
          <Center>
            <Button
              variant="default"
              loading={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
              data-testid="task-load-more"
            >
              {t('tasks.loadMore')}
            </Button>
          </Center>
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="md" data-testid="task-board">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={3} fz={{ base: 18, sm: 20 }}>
          {t('tasks.boardTitle')}
        </Title>
        <Group gap="sm">
          <CsvDownloadButton
            path={`/api/tasks/export.csv${filter === 'all' ? '' : `?filter=${filter}`}`}
            fallbackName="gorevler.csv"
            disabled={list.isPending}
            testId="tasks-export"
          />
          {canCreate && (
            <WriteArea call="POST /api/tasks/create">
              <Button
                leftSection={<IconPlus size={18} />}
                onClick={() => setCreating(true)}
                data-testid="new-task-button"
              >
                {t('tasks.newTask')}
              </Button>
            </WriteArea>
          )}
        </Group>
      </Group>
      <TaskFilterTabs value={filter} counts={counts.data} onChange={setFilter}>
        {content}
      </TaskFilterTabs>

      {canCreate && <CreateTaskModal user={user} opened={creating} onClose={() => setCreating(false)} />}
      {dialog?.kind === 'detail' && <TaskDetailModal task={dialog.task} user={user} onClose={close} onOpen={open} />}
      {dialog?.kind === 'summary' && (
        <CompletedTaskModal task={dialog.task} user={user} onClose={close} onOpen={open} />
      )}
      {dialog?.kind === 'complete' && <CompleteTaskModal task={dialog.task} onClose={close} />}
      {dialog?.kind === 'revision' && <RevisionModal task={dialog.task} onClose={close} />}
      {dialog?.kind === 'info' && <AdditionalInfoModal task={dialog.task} onClose={close} />}
    </Stack>
  );
}
