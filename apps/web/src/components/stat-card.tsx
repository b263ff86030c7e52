import { Group, Paper, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

interface StatCardProps {
  label: string;
  value: number | undefined;
  icon: ReactNode;
  color: string;
  loading?: boolean;
  testId?: string;
}

/** A counter card: the label across the top (room for long Turkish words at 360 px), value and icon below. */
export function StatCard({ label, value, icon, color, loading, testId }: StatCardProps) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} data-testid={testId}>
      <Stack gap={6}>
        <Text size="xs" c="dimmed" fw={700} tt="uppercase" lineClamp={2}>
          {label}
        </Text>
        <Group justify="space-between" align="flex-end" wrap="nowrap" gap="xs">
          {loading ? (
            <Skeleton h={30} w={48} />
          ) : (
            <Text fz={{ base: 24, sm: 28 }} fw={800} lh={1.1} data-testid={testId ? `${testId}-value` : undefined}>
              {value ?? '–'}
            </Text>
          )}
          <ThemeIcon color={color} variant="light" size="lg" radius="md" aria-hidden>
            {icon}
          </ThemeIcon>
        </Group>
      </Stack>
    </Paper>
  );
}
