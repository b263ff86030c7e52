import { Alert, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { updateAdminCompanyInput, type AdminCompany } from '@vazife/contract';
import dayjs from 'dayjs';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal';
import { ErrorAlert } from '../../../components/error-alert';
import { errorMessage } from '../../../lib/api-error';
import { contractValidation } from '../../../lib/contract-form';
import { notifySuccess } from '../../../lib/notify';
import { useCompanyAction } from '../api/companies';
import { usePlans } from '../api/plans';

export type CompanyDialog = { kind: 'edit' | 'suspend' | 'activate' | 'delete'; company: AdminCompany };

/** Days a subscription runs from today when the operator edits it. */
export const defaultEditDays = 30;

export function CompanyDialogs({ dialog, onClose }: { dialog: CompanyDialog | null; onClose: () => void }) {
  if (!dialog) return null;
  if (dialog.kind === 'edit') return <EditDialog company={dialog.company} onClose={onClose} />;
  if (dialog.kind === 'delete') return <DeleteDialog company={dialog.company} onClose={onClose} />;
  return <StatusDialog company={dialog.company} kind={dialog.kind} onClose={onClose} />;
}

interface EditValues {
  subscription_plan_id: string;
  subscription_end_date: string;
}

/** The contract's checks; the end date is required here, though blank means 30 days to the server. */
const editCheck = (endDateRequired: string) =>
  contractValidation(
    updateAdminCompanyInput,
    (values: EditValues) => values,
    (values) => ({ subscription_end_date: values.subscription_end_date ? null : endDateRequired }),
  );

/** A day before today: saved, the subscription ends at once (docs/product-rules.md, the console). */
const isPastDay = (day: string) => day !== '' && day < dayjs().format('YYYY-MM-DD');

function EditDialog({ company, onClose }: { company: AdminCompany; onClose: () => void }) {
  const { t } = useTranslation();
  const plans = usePlans();
  const action = useCompanyAction();
  // Asked once the operator saves a past day; choosing another day asks again.
  const [pastAsked, setPastAsked] = useState(false);
  const form = useForm<EditValues>({
    initialValues: {
      subscription_plan_id: company.subscription_plan_id ?? '',
      subscription_end_date: dayjs().add(defaultEditDays, 'day').format('YYYY-MM-DD'),
    },
    validate: editCheck(t('console.companies.endDateRequired')),
    onValuesChange: (values, previous) => {
      if (values.subscription_end_date !== previous.subscription_end_date) setPastAsked(false);
    },
  });
  const past = isPastDay(form.values.subscription_end_date);

  const submit = form.onSubmit((values) => {
    if (past && !pastAsked) {
      setPastAsked(true);
      return;
    }
    action.mutate(
      { id: company.id, kind: 'edit', ...values },
      {
        onSuccess: () => {
          notifySuccess(t('console.companies.updated'));
          onClose();
        },
      },
    );
  });

  const options = (plans.data ?? []).map((plan) => ({
    value: plan.id,
    label: plan.is_active ? plan.name : `${plan.name} (${t('console.common.passive')})`,
  }));
  const planField = form.getInputProps('subscription_plan_id');
  return (
    <Modal
      opened
      onClose={() => !action.isPending && onClose()}
      title={t('console.companies.editTitle', { name: company.name })}
    >
      <form onSubmit={submit} noValidate data-testid="company-edit-form">
        <Stack gap="sm">
          <ErrorAlert
            message={action.isError ? errorMessage(action.error, t('console.common.actionFailed')) : null}
            testId="company-edit-error"
          />
          <ErrorAlert message={plans.isError ? errorMessage(plans.error, t('console.common.loadFailed')) : null} />
          <Select
            label={t('console.companies.planLabel')}
            required
            data={options}
            {...planField}
            value={form.values.subscription_plan_id || null}
            onChange={(value) => form.setFieldValue('subscription_plan_id', value ?? '')}
            comboboxProps={{ withinPortal: true }}
            data-testid="company-plan"
          />
          <TextInput
            type="date"
            label={t('console.companies.endDateLabel')}
            required
            data-testid="company-end-date"
            {...form.getInputProps('subscription_end_date')}
          />
          {pastAsked && past && (
            <Alert color="yellow" variant="light" role="alert" data-testid="company-past-date">
              {t('console.companies.pastDateWarning')}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={action.isPending}>
              {t('console.common.cancel')}
            </Button>
            <Button type="submit" loading={action.isPending} data-testid="company-edit-submit">
              {pastAsked && past ? t('console.companies.pastDateConfirm') : t('console.common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function StatusDialog({
  company,
  kind,
  onClose,
}: {
  company: AdminCompany;
  kind: 'suspend' | 'activate' | 'edit' | 'delete';
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const action = useCompanyAction();
  const suspend = kind === 'suspend';
  const confirm = () =>
    action.mutate(
      { id: company.id, kind: suspend ? 'suspend' : 'activate' },
      {
        onSuccess: () => {
          notifySuccess(suspend ? t('console.companies.suspended') : t('console.companies.activated'));
          onClose();
        },
      },
    );
  return (
    <ConfirmModal
      opened
      title={suspend ? t('console.companies.suspendTitle') : t('console.companies.activateTitle')}
      confirmLabel={suspend ? t('console.companies.suspend') : t('console.companies.activate')}
      color={suspend ? 'orange' : 'green'}
      loading={action.isPending}
      onConfirm={confirm}
      onClose={() => !action.isPending && onClose()}
    >
      {suspend
        ? t('console.companies.suspendText', { name: company.name })
        : t('console.companies.activateText', { name: company.name })}
      {action.isError && (
        <Text component="span" display="block" mt="sm" c="red" role="alert" data-testid="company-status-error">
          {errorMessage(action.error, t('console.common.statusFailed'))}
        </Text>
      )}
    </ConfirmModal>
  );
}

function DeleteDialog({ company, onClose }: { company: AdminCompany; onClose: () => void }) {
  const { t } = useTranslation();
  const action = useCompanyAction();
  const [typed, setTyped] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const matches = typed.trim() === company.name.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!matches) {
      setMismatch(true);
      return;
    }
    // The typed name guards against a slip here; the call itself takes no body.
    action.mutate(
      { id: company.id, kind: 'delete' },
      {
        onSuccess: () => {
          notifySuccess(t('console.companies.deletedDone'));
          onClose();
        },
      },
    );
  };
  return (
    <Modal opened onClose={() => !action.isPending && onClose()} title={t('console.companies.deleteTitle')}>
      <form onSubmit={submit} noValidate data-testid="company-delete-form">
        <Stack gap="sm">
          <ErrorAlert
            message={action.isError ? errorMessage(action.error, t('console.common.deleteFailed')) : null}
            testId="company-delete-error"
          />
          <Text size="sm">{t('console.companies.deleteText', { name: company.name })}</Text>
          <TextInput
            label={t('console.companies.deleteTyped')}
            description={company.name}
            autoComplete="off"
            value={typed}
            onChange={(event) => {
              setTyped(event.currentTarget.value);
              setMismatch(false);
            }}
            error={mismatch ? t('console.companies.deleteMismatch') : null}
            data-testid="company-delete-name"
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={action.isPending}>
              {t('console.common.cancel')}
            </Button>
            <Button
              type="submit"
              color="red"
              disabled={!matches}
              loading={action.isPending}
              data-testid="company-delete-submit"
            >
              {t('console.companies.deleteConfirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
