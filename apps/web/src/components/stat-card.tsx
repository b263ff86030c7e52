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

export function StatCard({ label, value, icon, color, loading, testId }: StatCardProps) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} data-testid={testId}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed" fw={600} tt="uppercase" lineClamp={2}>
            {label}
          </Text>
          {loading ? (
            <Skeleton h={30} w={48} />
          ) : (
            <Text fz={{ base: 24, sm: 28 }} fw={800} lh={1.1} data-testid={testId ? `${testId}-value` : undefined}>
              {value ?? '–'}
            </Text>
          )}
        </Stack>
        <ThemeIcon color={color} variant="light" size="lg" radius="md" aria-hidden>
          {icon}
        </ThemeIcon>
      </Group>
    </Paper>
  );
}
