import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ConfirmModalProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  color?: string;
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** A yes/cancel question before an action that cannot be undone. */
export function ConfirmModal({
  opened,
  title,
  children,
  confirmLabel,
  color,
  loading,
  onConfirm,
  onClose,
}: ConfirmModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered radius="md">
      <Text size="sm">{children}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={loading}>
          {t('common.cancel')}
        </Button>
        <Button color={color} onClick={onConfirm} loading={loading} data-testid="confirm-button">
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
