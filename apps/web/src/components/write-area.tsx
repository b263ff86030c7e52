import { Group, Text, type GroupProps } from '@mantine/core';
import type { WriteCall } from '@vazife/contract';
import { IconLock } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useWriteBlock, type WriteBlock } from '../lib/write-access';

/** Why writing is off: the subscription has ended; the staff are told whom to ask. */
export function useWriteBlockText(block: WriteBlock): string | null {
  const { t } = useTranslation();
  if (!block) return null;
  return block.employer ? t('writes.expired') : t('writes.expiredStaff');
}

/** The reason beside controls that are off. */
export function WriteBlockReason({ block, id }: { block: NonNullable<WriteBlock>; id?: string }) {
  const text = useWriteBlockText(block);
  return (
    <Group gap={4} wrap="nowrap" align="flex-start" id={id} data-testid="write-block-reason">
      <IconLock size={14} aria-hidden style={{ flex: 'none', marginTop: 3 }} />
      <Text size="xs" c="dimmed">
        {text}
      </Text>
    </Group>
  );
}

// A fieldset without its frame: it only carries `disabled` to every control inside it.
const bare = { border: 0, margin: 0, padding: 0, minWidth: 0 } as const;

/**
 * Controls that write (create, start, send…): while the company may not make `call` (its
 * subscription has ended, lib/write-access.ts) they are off, with the reason beside them, instead
 * of opening a form the server will refuse. One fieldset disables every button and field inside
 * it, so that no control checks for itself.
 */
export function WriteArea({
  call,
  children,
  justify = 'flex-end',
  wide = false,
}: {
  call: WriteCall;
  children: ReactNode;
  justify?: GroupProps['justify'];
  /** A whole panel rather than a few buttons: it keeps its width, the reason goes below it. */
  wide?: boolean;
}) {
  const block = useWriteBlock(call);
  const reasonId = useId();
  if (!block) return children;
  return (
    <Group gap="xs" justify={justify} wrap="wrap" data-testid="write-area-blocked">
      <fieldset disabled aria-describedby={reasonId} style={wide ? { ...bare, flex: '1 1 100%' } : bare}>
        {children}
      </fieldset>
      <WriteBlockReason block={block} id={reasonId} />
    </Group>
  );
}
