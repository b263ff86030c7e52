import { ActionIcon, Alert, Box, FileButton, Group, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { messagingLimits } from '@vazife/contract';
import { IconLock, IconPaperclip, IconSend } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error';
import { pickerAccept } from '../../../lib/file-check';
import { failureMessage, notifyFailure } from '../../../lib/payment-required';
import type { ChatTarget } from '../api/keys';
import { applyOwnMessage } from '../api/apply-event';
import { sendFile } from '../api/send-file';
import { useSendMessage } from '../api/send-message';
import { sendStateKeys } from '../api/send-state';
import { useChatFoot } from './chat-foot';
import { pickMessageFiles, type PendingFile } from './file-limits';
import { PendingFiles } from './pending-files';

// The drop area (react-dropzone) arrives after the chat: typing and sending never wait for it.
const ChatDrop = lazy(async () => ({ default: (await import('./chat-drop')).ChatDrop }));

const accept = pickerAccept('messages');

/**
 * The chat's foot: the composer while the caller may write here, else the reason they may not
 * (the company's subscription has ended, its messaging rule changed, the person awaits approval),
 * so a closed chat does not look open until a send fails.
 */
export function Composer({ target }: { target: ChatTarget }) {
  const foot = useChatFoot(target);
  if (!foot.open)
    return (
      <Box
        px="md"
        py="sm"
        role="status"
        data-testid="composer-closed"
        style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
      >
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconLock size={16} aria-hidden style={{ flex: 'none', marginTop: 2 }} />
          <Stack gap={2}>
            {foot.heading && (
              <Text size="sm" fw={600} data-testid="composer-closed-heading">
                {foot.heading}
              </Text>
            )}
            <Text size="sm" c="dimmed">
              {foot.reason}
            </Text>
          </Stack>
        </Group>
      </Box>
    );
  return <ComposerForm target={target} />;
}

/** Writing a message: text (Enter sends, Shift+Enter breaks the line) and files up to 50 MB each. */
function ComposerForm({ target }: { target: ChatTarget }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const send = useSendMessage();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<PendingFile[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  // Cleared after each pick, so that choosing the same file again is seen as a new choice.
  const resetPicker = useRef<() => void>(null);
  const busy = uploading || send.isPending;
  const canSend = !busy && (text.trim().length > 0 || files.length > 0);

  const onPick = async (picked: File[]) => {
    const result = await pickMessageFiles(picked, t);
    setFiles((current) => [...current, ...result.accepted]);
    setErrors(result.errors);
    resetPicker.current?.();
  };

  const patch = (id: string, change: Partial<PendingFile>) =>
    setFiles((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item)));

  // One request per file, one after another, so that each has its own bar; the text rides with the first.
  const sendFiles = async () => {
    setUploading(true);
    let caption = text.trim();
    const failed: PendingFile[] = [];
    for (const item of files) {
      try {
        const sent = await sendFile({
          target,
          file: item.file,
          content: caption,
          onProgress: (share) => patch(item.id, { progress: share }),
        });
        applyOwnMessage(queryClient, sent, sent.sender_id);
        caption = '';
      } catch (error) {
        failed.push({ ...item, progress: 0, error: failureMessage(error, t('messages.errors.file')) ?? undefined });
        notifyFailure(error, t('messages.errors.file'));
      }
    }
    if (!caption) setText('');
    setFiles(failed);
    setUploading(false);
  };

  const onSend = () => {
    if (!canSend) return;
    setErrors([]);
    if (files.length > 0) {
      void sendFiles();
      return;
    }
    send.mutate(
      { target, content: text.trim() },
      {
        onSuccess: () => setText(''),
        onError: (error) => {
          notifyFailure(error, t('messages.errors.send'));
          // Refused by the rule: ask again whether this chat is still open, and say why not.
          if (target.kind === 'user' && error instanceof ApiError && error.status === 403)
            void queryClient.invalidateQueries({ queryKey: sendStateKeys.of(target.id) });
        },
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      onSend();
    }
  };

  return (
    <Stack gap="xs" p="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      {errors.length > 0 && (
        <Alert color="red" variant="light" p="xs" role="alert" data-testid="composer-file-error">
          {errors.join(' ')}
        </Alert>
      )}
      <Suspense fallback={null}>
        <ChatDrop disabled={busy} onFiles={(picked) => void onPick(picked)} />
      </Suspense>
      <PendingFiles
        files={files}
        uploading={uploading}
        onRemove={(id) => setFiles((list) => list.filter((f) => f.id !== id))}
      />
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <FileButton
          onChange={(picked) => void onPick(picked)}
          resetRef={resetPicker}
          multiple
          accept={accept}
          disabled={busy}
          inputProps={{ 'data-testid': 'composer-file-input' } as React.ComponentProps<'input'>}
        >
          {(props) => (
            <Tooltip label={t('messages.fileHint')} withArrow>
              <ActionIcon
                {...props}
                variant="subtle"
                size="lg"
                aria-label={t('messages.attach')}
                data-testid="composer-attach"
              >
                <IconPaperclip size={20} />
              </ActionIcon>
            </Tooltip>
          )}
        </FileButton>
        <Textarea
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          placeholder={t('messages.placeholder')}
          aria-label={t('messages.placeholder')}
          autosize
          minRows={1}
          maxRows={5}
          maxLength={messagingLimits.contentMax}
          radius="xl"
          style={{ flex: 1 }}
          data-testid="composer-input"
        />
        <ActionIcon
          size="lg"
          radius="xl"
          onClick={onSend}
          disabled={!canSend}
          loading={busy}
          aria-label={t('messages.send')}
          data-testid="composer-send"
        >
          <IconSend size={18} />
        </ActionIcon>
      </Group>
    </Stack>
  );
}
