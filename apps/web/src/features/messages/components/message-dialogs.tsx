import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A dialog whose code is fetched when it first opens, and which stays mounted from then on (so
 * that closing keeps Mantine's transition). Each dialog is its own chunk, off the chat's first load.
 */
function lazyDialog<P extends { opened: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Dialog = lazy(async () => ({ default: await load() }));
  return function LazyDialog(props: P) {
    const [wanted, setWanted] = useState(props.opened);
    if (props.opened && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}

export const NewChatModal = lazyDialog(async () => (await import('./new-chat-modal')).NewChatModal);
export const NewGroupModal = lazyDialog(async () => (await import('./new-group-modal')).NewGroupModal);
export const GroupSettingsModal = lazyDialog(async () => (await import('./group-settings-modal')).GroupSettingsModal);
export const BulkMessageModal = lazyDialog(async () => (await import('./bulk-message-modal')).BulkMessageModal);
export const ReadStatusModal = lazyDialog(async () => (await import('./read-status-modal')).ReadStatusModal);
export const EditMessageModal = lazyDialog(async () => (await import('./edit-message-modal')).EditMessageModal);
