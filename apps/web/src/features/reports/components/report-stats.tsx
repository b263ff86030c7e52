import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { reportTypes, type Report, type ReportType } from '@vazife/contract';
import { useTranslation } from 'react-i18next';
import { ReportTypeBadge } from './report-type-badge';

/** How many reports of each type the list holds for the chosen range and filters. */
export function ReportStats({ reports, complete }: { reports: Report[]; complete: boolean }) {
  const { t } = useTranslation();
  const counts = new Map<ReportType, number>(reportTypes.map((type) => [type, 0]));
  for (const report of reports) counts.set(report.type, (counts.get(report.type) ?? 0) + 1);
  return (
    <Card withBorder p="md" data-testid="report-stats">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} fz="md">
            {t('reports.statsTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('reports.statsTotal', { count: reports.length })}
          </Text>
        </Group>
        <SimpleGrid cols={{ base: 2, xs: 3, md: 6 }} spacing="xs">
          {reportTypes.map((type) => (
            <Stack key={type} gap={4} align="flex-start" data-testid={`report-count-${type}`}>
              <ReportTypeBadge type={type} />
              <Text fw={700} fz="lg">
                {counts.get(type)}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        {!complete && (
          <Text size="xs" c="dimmed">
            {t('reports.statsPartial', { count: reports.length })}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
