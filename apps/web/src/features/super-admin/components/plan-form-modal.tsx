import { Button, Group, Modal, SimpleGrid, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { createPlanInput, subscriptionLimits, updatePlanInput, type Plan } from '@vazife/contract';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { errorMessage } from '../../../lib/api-error';
import { contractValidation } from '../../../lib/contract-form';
import { notifySuccess } from '../../../lib/notify';
import { useSavePlan, type PlanRequest } from '../api/plans';

interface PlanValues {
  name: string;
  description: string;
  price: string;
  max_users: string;
  features: string;
  is_active: boolean;
}

const valuesOf = (plan: Plan | null): PlanValues => ({
  name: plan?.name ?? '',
  description: plan?.description ?? '',
  price: plan ? String(plan.price) : '',
  max_users: plan ? String(plan.max_users) : '',
  features: plan?.features.join('\n') ?? '',
  is_active: plan?.is_active ?? true,
});

/** Features one per line: blank lines dropped, each line trimmed (the server does the same). */
export const featureLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

const toRequest = (values: PlanValues): PlanRequest => ({
  name: values.name,
  description: values.description,
  price: values.price.trim().replace(',', '.'),
  max_users: values.max_users.trim(),
  features: featureLines(values.features).join('\n'),
  is_active: values.is_active,
});

const createCheck = contractValidation(createPlanInput, ({ is_active: _, ...rest }: PlanRequest) => rest);
const editCheck = contractValidation(updatePlanInput, (request: PlanRequest) => request);

/** A plan's form: new (name, price and user limit required) or an edit (sent with its active state). */
export function PlanFormModal({ plan, opened, onClose }: { plan: Plan | null; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSavePlan();
  const form = useForm<PlanValues>({
    initialValues: valuesOf(plan),
    validate: (values) => (plan ? editCheck(toRequest(values)) : createCheck(toRequest(values))),
  });

  const close = () => {
    if (save.isPending) return;
    save.reset();
    onClose();
  };

  const submit = form.onSubmit((values) => {
    save.mutate(
      { id: plan?.id, body: toRequest(values) },
      {
        onSuccess: () => {
          notifySuccess(plan ? t('console.plans.updated') : t('console.plans.created'));
          onClose();
        },
      },
    );
  });

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={plan ? t('console.plans.editTitle') : t('console.plans.createTitle')}
      size="lg"
    >
      <form onSubmit={submit} noValidate data-testid="plan-form">
        <Stack gap="sm">
          <ErrorAlert
            message={
              save.isError
                ? errorMessage(save.error, plan ? t('console.common.actionFailed') : t('console.common.createFailed'))
                : null
            }
            testId="plan-form-error"
          />
          <TextInput
            label={t('console.plans.name')}
            required={!plan}
            maxLength={subscriptionLimits.nameMax}
            data-testid="plan-name"
            {...form.getInputProps('name')}
          />
          <Textarea
            label={t('console.plans.description')}
            autosize
            minRows={2}
            maxRows={6}
            maxLength={subscriptionLimits.descriptionMax}
            {...form.getInputProps('description')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              label={t('console.plans.price')}
              required={!plan}
              inputMode="decimal"
              data-testid="plan-price"
              {...form.getInputProps('price')}
            />
            <TextInput
              label={t('console.plans.maxUsers')}
              description={t('console.plans.maxUsersHint')}
              required={!plan}
              inputMode="numeric"
              data-testid="plan-max-users"
              {...form.getInputProps('max_users')}
            />
          </SimpleGrid>
          <Textarea
            label={t('console.plans.features')}
            description={t('console.plans.featuresHint')}
            autosize
            minRows={4}
            maxRows={12}
            data-testid="plan-features"
            {...form.getInputProps('features')}
          />
          {plan && (
            <Switch
              label={t('console.plans.active')}
              data-testid="plan-active"
              {...form.getInputProps('is_active', { type: 'checkbox' })}
            />
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={save.isPending}>
              {t('console.common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="plan-submit">
              {t('console.common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
