import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  List,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import type { Plan } from '@vazife/contract';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal';
import { ErrorAlert } from '../../../components/error-alert';
import { errorMessage } from '../../../lib/api-error';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDeletePlan, usePlans, useSavePlan } from '../api/plans';
import { formatTl } from '../../../lib/money';
import { unlimitedUsers } from '../components/console-format';
import { PlanFormModal } from '../components/plan-form-modal';

/** Paketler: every plan, its price and limit, an active switch, edit and delete. */
export function PlansTab() {
  const { t } = useTranslation();
  const plans = usePlans();
  const save = useSavePlan();
  const remove = useDeletePlan();
  const [editing, setEditing] = useState<Plan | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Plan | null>(null);

  const toggle = (plan: Plan, isActive: boolean) =>
    save.mutate(
      { id: plan.id, body: { is_active: isActive } },
      { onError: (error) => notifyError(errorMessage(error, t('console.common.statusFailed'))) },
    );

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notifySuccess(t('console.plans.deletedDone'));
        setDeleting(null);
      },
      onError: (error) => {
        notifyError(errorMessage(error, t('console.common.deleteFailed')));
        setDeleting(null);
      },
    });
  };

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')} data-testid="plan-add">
          {t('console.plans.add')}
        </Button>
      </Group>
      <ErrorAlert message={plans.isError ? errorMessage(plans.error, t('console.common.loadFailed')) : null} />
      {plans.isPending && <Skeleton h={160} />}
      {plans.data?.length === 0 && (
        <Text c="dimmed" size="sm">
          {t('console.plans.empty')}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {plans.data?.map((plan) => (
          <Card key={plan.id} p="md" data-testid={`plan-${plan.id}`}>
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
                <Group gap={4}>
                  <ActionIcon
                    variant="subtle"
                    size="lg"
                    aria-label={`${t('console.common.edit')}: ${plan.name}`}
                    onClick={() => setEditing(plan)}
                    data-testid={`plan-${plan.id}-edit`}
                  >
                    <IconEdit size={18} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={`${t('console.common.delete')}: ${plan.name}`}
                    onClick={() => setDeleting(plan)}
                    data-testid={`plan-${plan.id}-delete`}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
              </Group>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      {editing && (
        <PlanFormModal
          key={editing === 'new' ? 'new' : editing.id}
          plan={editing === 'new' ? null : editing}
          opened
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmModal
        opened={deleting !== null}
        title={t('console.plans.deleteTitle')}
        confirmLabel={t('console.common.delete')}
        color="red"
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        {t('console.plans.deleteText', { name: deleting?.name ?? '' })}
      </ConfirmModal>
    </Stack>
  );
}
