import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { editMessageInput, messagingLimits, type Message } from '@vazife/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify';
import { failureMessage } from '../../../lib/payment-required';
import { useEditMessage } from '../api/edit-message';
import type { ChatTarget } from '../api/keys';

interface EditMessageModalProps {
  opened: boolean;
  message: Message;
  target: ChatTarget;
  onClose: () => void;
}

/** Changes the text of one of my messages; the chat then marks it "düzenlendi". */
export function EditMessageModal({ opened, message, target, onClose }: EditMessageModalProps) {
  const { t } = useTranslation();
  const edit = useEditMessage();
  const [content, setContent] = useState(message.content);
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const checked = editMessageInput.safeParse({ content });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? t('messages.errors.edit'));
      return;
    }
    edit.mutate(
      { id: message.id, content: checked.data.content, target },
      {
        onSuccess: () => {
          notifySuccess(t('messages.editSaved'));
          onClose();
        },
        onError: (failure) => setError(failureMessage(failure, t('messages.errors.edit'))),
      },
    );
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('messages.editTitle')} centered radius="md">
      <Stack gap="md">
        <Textarea
          value={content}
          onChange={(event) => setContent(event.currentTarget.value)}
          aria-label={t('messages.editTitle')}
          maxLength={messagingLimits.contentMax}
          autosize
          minRows={2}
          error={error}
          data-testid="edit-message-input"
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={edit.isPending}>
            {t('common.cancel')}
          </Button>
          <Button onClick={submit} loading={edit.isPending} data-testid="edit-message-submit">
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
