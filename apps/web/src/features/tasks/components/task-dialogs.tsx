import { lazy, Suspense, useState, type ComponentType } from 'react';
import type { CreateTaskModal as CreateTaskModalType } from './create-task-modal';

/** A dialog whose code is fetched when it first opens; nothing shows until it has arrived. */
function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Dialog = lazy(async () => ({ default: await load() }));
  return function LazyDialog(props: P) {
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}

/*
 * The board's dialogs, one chunk per group: the date picker (create), the drop zone (complete), the
 * task views (detail, summary) and the text dialogs (revision, more information) stay off the
 * dashboard's first load.
 */
export const TaskDetailModal = lazyDialog(async () => (await import('./task-detail-modal')).TaskDetailModal);
export const CompletedTaskModal = lazyDialog(async () => (await import('./completed-task-modal')).CompletedTaskModal);
export const CompleteTaskModal = lazyDialog(async () => (await import('./complete-task-modal')).CompleteTaskModal);
export const RevisionModal = lazyDialog(async () => (await import('./revision-modal')).RevisionModal);
export const AdditionalInfoModal = lazyDialog(
  async () => (await import('./additional-info-modal')).AdditionalInfoModal,
);

const LazyCreateTaskModal = lazyDialog(async () => (await import('./create-task-modal')).CreateTaskModal);

/** Mounted from its first opening on, so that closing keeps Mantine's transition and the form. */
export function CreateTaskModal(props: Parameters<typeof CreateTaskModalType>[0]) {
  const [wanted, setWanted] = useState(props.opened);
  if (props.opened && !wanted) setWanted(true);
  return wanted ? <LazyCreateTaskModal {...props} /> : null;
}
