import { Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled block of a task dialog. */
export function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Stack gap={6} data-testid={testId}>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase">
        {title}
      </Text>
      {children}
    </Stack>
  );
}

/** Free text as written (line breaks kept), optionally on a tinted box. */
export function NoteText({ children, color }: { children: string; color?: string }) {
  const text = (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
      {children}
    </Text>
  );
  if (!color) return text;
  return (
    <Paper p="sm" radius="sm" bg={`var(--mantine-color-${color}-light)`}>
      {text}
    </Paper>
  );
}

/** A small label over a value, for the facts grid. */
export function Fact({ label, children, color }: { label: string; children: ReactNode; color?: string }) {
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} c={color} component="div">
        {children}
      </Text>
    </Stack>
  );
}
