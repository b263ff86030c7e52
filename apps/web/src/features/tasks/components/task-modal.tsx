import { Box, Modal, type ModalProps } from '@mantine/core';
import { useIsPhone } from '../../../lib/use-is-phone';

/**
 * The task dialogs: centred on a desktop, the whole screen on a phone. The test id sits on the
 * dialog's body (the modal's root element has no box of its own, so it never counts as visible).
 */
export function TaskModal({ children, size = 'lg', testId, ...props }: ModalProps & { testId?: string }) {
  const isPhone = useIsPhone();
  return (
    <Modal
      centered
      radius={isPhone ? 0 : 'md'}
      size={size}
      fullScreen={isPhone}
      transitionProps={isPhone ? { transition: 'slide-up', duration: 150 } : undefined}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)', minWidth: 0 } }}
      {...props}
    >
      <Box data-testid={testId}>{children}</Box>
    </Modal>
  );
}
