import { Stack, type MantineStyleProp } from '@mantine/core';
import type { Message, UserPublic } from '@vazife/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal';
import { errorMessage } from '../../../lib/api-error';
import { notifySuccess } from '../../../lib/notify';
import { notifyFailure } from '../../../lib/payment-required';
import { useDeleteMessage } from '../api/delete-message';
import type { ChatTarget } from '../api/keys';
import { inChatOrder, useThreadMessages } from '../api/thread-messages';
import { useChatFoot } from './chat-foot';
import { ChatHeader } from './chat-header';
import { Composer } from './composer';
import type { MessageAction } from './message-bubble';
import { EditMessageModal, GroupSettingsModal, ReadStatusModal } from './message-dialogs';
import { MessageList } from './message-list';
import { useMarkChatRead } from './use-mark-read';

export interface ChatPaneProps {
  target: ChatTarget;
  name: string;
  subtitle?: string;
  pinned: boolean;
  unread: number;
  user: UserPublic;
  onBack?: () => void;
  /** The chat is gone (its group deleted here): back to no chat. */
  onGone?: () => void;
  style?: MantineStyleProp;
}

/** One open chat: its header, its messages (newest at the bottom) and the composer. */
export function ChatPane({ target, name, subtitle, pinned, unread, user, onBack, onGone, style }: ChatPaneProps) {
  const { t } = useTranslation();
  const thread = useThreadMessages(target);
  const messages = inChatOrder(thread.data?.pages);
  const remove = useDeleteMessage();
  const [selected, setSelected] = useState<{ action: MessageAction; message: Message } | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  useMarkChatRead(target, messages, user.id, unread);
  const foot = useChatFoot(target);

  const close = () => setSelected(null);
  const onDelete = (message: Message) =>
    remove.mutate(
      { id: message.id, target },
      {
        onSuccess: () => {
          notifySuccess(t('messages.deleted'));
          close();
        },
        onError: (error) => notifyFailure(error, t('messages.errors.delete')),
      },
    );

  return (
    <Stack gap={0} h="100%" style={[{ minHeight: 0 }, style]} data-testid="chat-pane">
      <ChatHeader
        target={target}
        name={name}
        subtitle={subtitle}
        pinned={pinned}
        onBack={onBack}
        onGroupSettings={target.kind === 'group' ? () => setSettingsOpen(true) : undefined}
      />
      <MessageList
        messages={messages}
        myId={user.id}
        inGroup={target.kind === 'group'}
        loading={thread.isLoading}
        error={thread.error ? errorMessage(thread.error, t('messages.errors.messages')) : null}
        hasOlder={Boolean(thread.hasNextPage)}
        loadingOlder={thread.isFetchingNextPage}
        onLoadOlder={() => void thread.fetchNextPage()}
        onAction={(action, message) => setSelected({ action, message })}
        canWrite={foot.open}
      />
      <Composer key={`${target.kind}:${target.id}`} target={target} />

      {selected?.action === 'edit' && (
        <EditMessageModal key={selected.message.id} opened message={selected.message} target={target} onClose={close} />
      )}
      {selected?.action === 'readStatus' && (
        <ReadStatusModal key={selected.message.id} opened messageId={selected.message.id} onClose={close} />
      )}
      <ConfirmModal
        opened={selected?.action === 'delete'}
        title={t('messages.deleteTitle')}
        confirmLabel={t('messages.deleteConfirm')}
        color="red"
        loading={remove.isPending}
        onConfirm={() => selected && onDelete(selected.message)}
        onClose={close}
      >
        {t('messages.deleteText')}
      </ConfirmModal>
      {target.kind === 'group' && (
        <GroupSettingsModal
          key={target.id}
          opened={settingsOpen}
          groupId={target.id}
          user={user}
          onClose={() => setSettingsOpen(false)}
          onDeleted={onGone}
        />
      )}
    </Stack>
  );
}
