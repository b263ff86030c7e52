import { Badge, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { reportTypes } from '@vazife/contract';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../../../lib/use-is-phone';
import type { ReportFilters } from '../api/keys';
import { useReportStats } from '../api/report-stats';
import { ReportTypeBadge, typeColors } from './report-type-badge';

/**
 * How many reports of each type the chosen range and filters hold (all of them, not the loaded
 * page). On a phone, one line of badges ("Olay 3") under the total, instead of a card of six.
 */
export function ReportStats({ filters }: { filters: ReportFilters }) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const stats = useReportStats(filters);
  if (stats.isError) return null;
  const count = (type: (typeof reportTypes)[number]) => (stats.data ? stats.data.by_type[type] : '–');
  if (phone)
    return (
      <Group gap={6} data-testid="report-stats" aria-label={t('reports.statsTitle')} role="group">
        <Text size="sm" fw={600} mr={4}>
          {stats.data ? t('reports.statsTotal', { count: stats.data.total }) : <Loader size="xs" />}
        </Text>
        {reportTypes.map((type) => (
          <Badge
            key={type}
            color={typeColors[type]}
            variant="light"
            radius="sm"
            tt="none"
            data-testid={`report-count-${type}`}
          >
            {t(`reports.types.${type}`)} {count(type)}
          </Badge>
        ))}
      </Group>
    );
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
                {count(type)}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
