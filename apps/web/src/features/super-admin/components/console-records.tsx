import { ActionIcon, Button, Group } from '@mantine/core';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { Fragment, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal';
import { errorMessage } from '../../../lib/api-error';
import { notifyError, notifySuccess } from '../../../lib/notify';

/** What a deletion's mutation is told to do when it ends. */
export interface RemoveCallbacks {
  onSuccess: () => void;
  onError: (error: unknown) => void;
  onSettled: () => void;
}

export interface ConsoleRecordsOptions<T extends { id: string }> {
  /** The test ids' stem: `{stem}-add`, `{stem}-{id}-edit`, `{stem}-{id}-delete`. */
  testId: string;
  /** The record's name, in the edit and delete buttons' accessible names. */
  nameOf: (item: T) => string;
  addLabel: string;
  addIcon?: ReactNode;
  /** The form, for a new record (null) or an edit; `close` ends it. */
  form: (item: T | null, close: () => void) => ReactNode;
  deletion: {
    title: string;
    text: (item: T) => string;
    done: string;
    pending: boolean;
    remove: (item: T, callbacks: RemoveCallbacks) => void;
  };
}

/**
 * A console tab's records that the operator adds, edits and deletes: the add button, each
 * record's edit and delete buttons, the form (new or an edit) and the delete confirmation, whose
 * outcome is told in a notification. `statusFailed` is the notification of a failed switch.
 */
export function useConsoleRecords<T extends { id: string }>(options: ConsoleRecordsOptions<T>) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const { testId, nameOf, deletion } = options;

  const confirmDelete = () => {
    if (!deleting) return;
    deletion.remove(deleting, {
      onSuccess: () => notifySuccess(deletion.done),
      onError: (error) => notifyError(errorMessage(error, t('console.common.deleteFailed'))),
      onSettled: () => setDeleting(null),
    });
  };

  const addButton = (
    <Group justify="flex-end">
      <Button
        leftSection={options.addIcon ?? <IconPlus size={16} />}
        onClick={() => setEditing('new')}
        data-testid={`${testId}-add`}
      >
        {options.addLabel}
      </Button>
    </Group>
  );

  const buttons = (item: T) => (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        size="lg"
        aria-label={`${t('console.common.edit')}: ${nameOf(item)}`}
        onClick={() => setEditing(item)}
        data-testid={`${testId}-${item.id}-edit`}
      >
        <IconEdit size={18} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        size="lg"
        aria-label={`${t('console.common.delete')}: ${nameOf(item)}`}
        onClick={() => setDeleting(item)}
        data-testid={`${testId}-${item.id}-delete`}
      >
        <IconTrash size={18} />
      </ActionIcon>
    </Group>
  );

  const dialogs = (
    <>
      {editing && (
        // A fresh form for each record: the key starts it anew when another one is edited.
        <Fragment key={editing === 'new' ? 'new' : editing.id}>
          {options.form(editing === 'new' ? null : editing, () => setEditing(null))}
        </Fragment>
      )}
      <ConfirmModal
        opened={deleting !== null}
        title={deletion.title}
        confirmLabel={t('console.common.delete')}
        color="red"
        loading={deletion.pending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        {deleting ? deletion.text(deleting) : ''}
      </ConfirmModal>
    </>
  );

  const statusFailed = (error: unknown) => notifyError(errorMessage(error, t('console.common.statusFailed')));

  return { addButton, buttons, dialogs, statusFailed };
}
