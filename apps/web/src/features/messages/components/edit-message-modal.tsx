import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { editMessageInput, messagingLimits, type EditMessageInput, type Message } from '@vazife/contract';
import { useTranslation } from 'react-i18next';
import { contractValidation } from '../../../lib/contract-form';
import { notifySuccess } from '../../../lib/notify';
import { failureMessage } from '../../../lib/payment-required';
import { useEditMessage } from '../api/edit-message';
import type { ChatTarget } from '../api/keys';

const toRequest = (values: EditMessageInput): EditMessageInput => ({ content: values.content.trim() });
const validate = contractValidation(editMessageInput, toRequest);

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
  const form = useForm({ initialValues: { content: message.content }, validate });
  const submit = form.onSubmit((values) => {
    edit.mutate(
      { id: message.id, content: toRequest(values).content, target },
      {
        onSuccess: () => {
          notifySuccess(t('messages.editSaved'));
          onClose();
        },
        onError: (failure) => form.setFieldError('content', failureMessage(failure, t('messages.errors.edit'))),
      },
    );
  });
  return (
    <Modal opened={opened} onClose={onClose} title={t('messages.editTitle')} centered radius="md">
      <Stack gap="md">
        <Textarea
          {...form.getInputProps('content')}
          aria-label={t('messages.editTitle')}
          maxLength={messagingLimits.contentMax}
          autosize
          minRows={2}
          data-testid="edit-message-input"
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={edit.isPending}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => submit()} loading={edit.isPending} data-testid="edit-message-submit">
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
