import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** The red error box (docs/product-rules.md#screens). */
export function ErrorAlert({ message, testId }: { message: string | null | undefined; testId?: string }) {
  if (!message) return null;
  return (
    <Alert
      color="red"
      variant="light"
      radius="md"
      icon={<IconAlertCircle size={18} />}
      role="alert"
      data-testid={testId}
    >
      {message}
    </Alert>
  );
}
