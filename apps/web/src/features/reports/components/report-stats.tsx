import { Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { reportTypes } from '@vazife/contract';
import { useTranslation } from 'react-i18next';
import type { ReportFilters } from '../api/keys';
import { useReportStats } from '../api/report-stats';
import { ReportTypeBadge } from './report-type-badge';

/** How many reports of each type the chosen range and filters hold (all of them, not the loaded page). */
export function ReportStats({ filters }: { filters: ReportFilters }) {
  const { t } = useTranslation();
  const stats = useReportStats(filters);
  if (stats.isError) return null;
  return (
    <Card withBorder p="md" data-testid="report-stats">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} fz="md">
            {t('reports.statsTitle')}
          </Title>
          {stats.data ? (
            <Text size="sm" c="dimmed">
              {t('reports.statsTotal', { count: stats.data.total })}
            </Text>
          ) : (
            <Loader size="xs" />
          )}
        </Group>
        <SimpleGrid cols={{ base: 2, xs: 3, md: 6 }} spacing="xs">
          {reportTypes.map((type) => (
            <Stack key={type} gap={4} align="flex-start" data-testid={`report-count-${type}`}>
              <ReportTypeBadge type={type} />
              <Text fw={700} fz="lg">
                {stats.data ? stats.data.by_type[type] : '–'}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
