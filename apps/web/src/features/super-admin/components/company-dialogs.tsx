import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import type { AdminCompany } from '@vazife/contract';
import dayjs from 'dayjs';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal';
import { ErrorAlert } from '../../../components/error-alert';
import { errorMessage } from '../../../lib/api-error';
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

function EditDialog({ company, onClose }: { company: AdminCompany; onClose: () => void }) {
  const { t } = useTranslation();
  const plans = usePlans();
  const action = useCompanyAction();
  const [planId, setPlanId] = useState<string | null>(company.subscription_plan_id);
  const [endDate, setEndDate] = useState(dayjs().add(defaultEditDays, 'day').format('YYYY-MM-DD'));
  const [problems, setProblems] = useState<{ plan?: string; endDate?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      plan: planId ? undefined : t('console.companies.planRequired'),
      endDate: endDate ? undefined : t('console.companies.endDateRequired'),
    };
    setProblems(found);
    if (!planId || !endDate) return;
    action.mutate(
      { id: company.id, kind: 'edit', subscription_plan_id: planId, subscription_end_date: endDate },
      {
        onSuccess: () => {
          notifySuccess(t('console.companies.updated'));
          onClose();
        },
      },
    );
  };

  const options = (plans.data ?? []).map((plan) => ({
    value: plan.id,
    label: plan.is_active ? plan.name : `${plan.name} (${t('console.common.passive')})`,
  }));
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
            value={planId}
            onChange={(value) => {
              setPlanId(value);
              setProblems((old) => ({ ...old, plan: undefined }));
            }}
            error={problems.plan}
            comboboxProps={{ withinPortal: true }}
            data-testid="company-plan"
          />
          <TextInput
            type="date"
            label={t('console.companies.endDateLabel')}
            required
            min={dayjs().format('YYYY-MM-DD')}
            value={endDate}
            onChange={(event) => {
              setEndDate(event.currentTarget.value);
              setProblems((old) => ({ ...old, endDate: undefined }));
            }}
            error={problems.endDate}
            data-testid="company-end-date"
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={action.isPending}>
              {t('console.common.cancel')}
            </Button>
            <Button type="submit" loading={action.isPending} data-testid="company-edit-submit">
              {t('console.common.save')}
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
    action.mutate(
      { id: company.id, kind: 'delete', confirm_name: typed.trim() },
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
