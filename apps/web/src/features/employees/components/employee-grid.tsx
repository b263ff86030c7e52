import { Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import type { Employee } from '@vazife/contract';
import { IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ErrorAlert } from '../../../components/error-alert';

interface EmployeeGridProps {
  employees: Employee[] | undefined;
  loading: boolean;
  error: string | null;
  emptyText: string;
  renderCard: (employee: Employee) => ReactNode;
}

export function EmployeeGrid({ employees, loading, error, emptyText, renderCard }: EmployeeGridProps) {
  if (error) return <ErrorAlert message={error} testId="employees-error" />;
  if (loading) {
    return (
      <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={150} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (!employees?.length) {
    return (
      <Paper withBorder p="xl" radius="md">
        <Stack align="center" gap="xs">
          <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden>
            <IconUsers size={26} />
          </ThemeIcon>
          <Text c="dimmed" ta="center" data-testid="employees-empty">
            {emptyText}
          </Text>
        </Stack>
      </Paper>
    );
  }
  return <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }}>{employees.map(renderCard)}</SimpleGrid>;
}
