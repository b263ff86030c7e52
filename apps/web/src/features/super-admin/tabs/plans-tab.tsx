import { Badge, Group, List, Stack, Switch, Text, Title } from '@mantine/core';
import type { Plan } from '@vazife/contract';
import { useTranslation } from 'react-i18next';
import { useDeletePlan, usePlans, useSavePlan } from '../api/plans';
import { formatTl } from '../../../lib/money';
import { unlimitedUsers } from '../components/console-format';
import { ConsoleList } from '../components/console-list';
import { useConsoleRecords } from '../components/console-records';
import { PlanFormModal } from '../components/plan-form-modal';

/** Paketler: every plan, its price and limit, an active switch, edit and delete. */
export function PlansTab() {
  const { t } = useTranslation();
  const plans = usePlans();
  const save = useSavePlan();
  const remove = useDeletePlan();
  const records = useConsoleRecords<Plan>({
    testId: 'plan',
    nameOf: (plan) => plan.name,
    addLabel: t('console.plans.add'),
    form: (plan, close) => <PlanFormModal plan={plan} opened onClose={close} />,
    deletion: {
      title: t('console.plans.deleteTitle'),
      text: (plan) => t('console.plans.deleteText', { name: plan.name }),
      done: t('console.plans.deletedDone'),
      pending: remove.isPending,
      remove: (plan, callbacks) => remove.mutate(plan.id, callbacks),
    },
  });

  const toggle = (plan: Plan, isActive: boolean) =>
    save.mutate({ id: plan.id, body: { is_active: isActive } }, { onError: records.statusFailed });

  const card = (plan: Plan) => (
    <Stack gap="xs">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Title order={3} fz="lg">
          {plan.name}
        </Title>
        <Badge color={plan.is_active ? 'green' : 'gray'} variant="light">
          {plan.is_active ? t('console.common.active') : t('console.common.passive')}
        </Badge>
      </Group>
      <Text fw={700}>{t('console.plans.perMonth', { price: formatTl(plan.price) })}</Text>
      <Text size="sm" c="dimmed" data-testid={`plan-${plan.id}-users`}>
        {plan.max_users >= unlimitedUsers
          ? t('console.common.unlimited')
          : t('console.plans.users', { count: plan.max_users })}
      </Text>
      {plan.description && <Text size="sm">{plan.description}</Text>}
      {plan.features.length > 0 && (
        <List size="sm" spacing={2}>
          {plan.features.map((feature, index) => (
            <List.Item key={index}>{feature}</List.Item>
          ))}
        </List>
      )}
      <Group justify="space-between" mt="xs">
        <Switch
          label={t('console.plans.active')}
          checked={plan.is_active}
          onChange={(event) => toggle(plan, event.currentTarget.checked)}
          data-testid={`plan-${plan.id}-active`}
        />
        {records.buttons(plan)}
      </Group>
    </Stack>
  );

  return (
    <Stack gap="md">
      {records.addButton}
      <ConsoleList
        items={plans.data}
        query={plans}
        loadingHeight={160}
        empty={t('console.plans.empty')}
        testIdOf={(plan) => `plan-${plan.id}`}
        cardPadding="md"
        card={card}
      />
      {records.dialogs}
    </Stack>
  );
}
