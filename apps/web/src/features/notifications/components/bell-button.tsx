import { ActionIcon, type ActionIconProps } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';

type BellButtonProps = { label: string } & ActionIconProps & ComponentPropsWithoutRef<'button'>;

/** The header's bell button, before and after the dropdown's code is in. */
export const BellButton = forwardRef<HTMLButtonElement, BellButtonProps>(function BellButton({ label, ...props }, ref) {
  return (
    <ActionIcon
      ref={ref}
      variant="default"
      size="lg"
      radius="md"
      aria-label={label}
      data-testid="notification-bell"
      {...props}
    >
      <IconBell size={18} />
    </ActionIcon>
  );
});
