import { Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import type { AdminDashboard } from '@vazife/contract';
import { useTranslation } from 'react-i18next';

export function PlanDistributionCard({ distribution }: { distribution: AdminDashboard['plan_distribution'] }) {
  const { t } = useTranslation();
  const total = distribution.reduce((sum, item) => sum + item.count, 0);
  return (
    <Card p={{ base: 'md', sm: 'lg' }} data-testid="plan-distribution">
      <Stack gap="md">
        <Title order={3} fz="lg">
          {t('admin.planDistribution')}
        </Title>
        {distribution.length === 0 || total === 0 ? (
          <Text c="dimmed" size="sm">
            {t('admin.noPlans')}
          </Text>
        ) : (
          distribution.map((item) => {
            const name = item.id === null ? t('admin.trialPlan') : item.name;
            return (
              <Stack key={item.id ?? item.name} gap={4}>
                <Group justify="space-between" gap="xs">
                  <Text size="sm" fw={600}>
                    {name}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t('admin.companyCount', { count: item.count })}
                  </Text>
                </Group>
                <Progress value={total ? (item.count / total) * 100 : 0} size="md" radius="xl" aria-label={name} />
              </Stack>
            );
          })
        )}
      </Stack>
    </Card>
  );
}
