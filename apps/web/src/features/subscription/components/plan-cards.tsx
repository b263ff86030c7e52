import { Badge, Button, Card, Group, List, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import type { Company, Plan } from '@vazife/contract';
import { IconCheck, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatTl, isUnlimited } from './money';

/**
 * The plans on sale, cheapest first (the caller sorts them); the last, priciest one carries the
 * popular badge when there is more than one to choose from.
 */
export function PlanCards({
  plans,
  company,
  onBuy,
}: {
  plans: Plan[];
  company: Company | undefined;
  onBuy: (plan: Plan) => void;
}) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: Math.min(3, Math.max(plans.length, 1)) }} spacing="md">
      {plans.map((plan, index) => {
        const popular = plans.length > 1 && index === plans.length - 1;
        const current = company?.subscription_plan_id === plan.id;
        return (
          <Card
            key={plan.id}
            p="lg"
            data-testid="plan-card"
            data-popular={popular || undefined}
            style={popular ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : undefined}
          >
            <Stack gap="sm" h="100%">
              {/* A long name pushes the badges to the next line rather than cutting them short. */}
              <Group justify="space-between" align="flex-start" gap="xs">
                <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
                  {plan.name}
                </Text>
                <Group gap={4} wrap="nowrap">
                  {current && (
                    <Badge variant="light" color="teal">
                      {t('subscription.plans.currentPlan')}
                    </Badge>
                  )}
                  {popular && (
                    <Badge variant="filled" data-testid="plan-popular">
                      {t('subscription.plans.popular')}
                    </Badge>
                  )}
                </Group>
              </Group>
              {plan.description && (
                <Text size="sm" c="dimmed">
                  {plan.description}
                </Text>
              )}
              <Group gap={6} align="baseline">
                <Text fw={800} fz={26} data-testid="plan-price">
                  {formatTl(plan.price)}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('subscription.plans.perMonth')}
                </Text>
              </Group>
              <Group gap={6} wrap="nowrap">
                <IconUsers size={16} aria-hidden />
                <Text size="sm" fw={600} data-testid="plan-users">
                  {isUnlimited(plan.max_users)
                    ? t('subscription.plans.unlimitedUsers')
                    : t('subscription.plans.users', { count: plan.max_users })}
                </Text>
              </Group>
              {plan.features.length > 0 && (
                <List
                  spacing={6}
                  size="sm"
                  icon={
                    <ThemeIcon size={18} radius="xl" color="green" variant="light" aria-hidden>
                      <IconCheck size={12} />
                    </ThemeIcon>
                  }
                >
                  {plan.features.map((feature) => (
                    <List.Item key={feature}>{feature}</List.Item>
                  ))}
                </List>
              )}
              <Button
                mt="auto"
                fullWidth
                variant={popular ? 'filled' : 'light'}
                onClick={() => onBuy(plan)}
                data-testid="plan-buy"
              >
                {current && !company?.is_trial ? t('subscription.plans.extend') : t('subscription.plans.buy')}
              </Button>
            </Stack>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
