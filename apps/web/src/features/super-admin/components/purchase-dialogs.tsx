import { Button, FileInput, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  approvePurchaseInput,
  errors,
  invoiceUploadFields,
  rejectPurchaseInput,
  subscriptionLimits,
  type Purchase,
} from '@vazife/contract';
import { IconPaperclip } from '@tabler/icons-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { errorMessage } from '../../../lib/api-error';
import { contractValidation } from '../../../lib/contract-form';
import { pickerAccept } from '../../../lib/file-check';
import { notifySuccess } from '../../../lib/notify';
import { usePurchaseAction } from '../api/purchases';
import { useFileFields, type FileField } from './use-file-fields';

export type PurchaseDialog = { kind: 'approve' | 'reject' | 'invoice'; purchase: Purchase };

const approveCheck = contractValidation(approvePurchaseInput, (values: { notes: string }) => values);
const rejectCheck = contractValidation(rejectPurchaseInput, (values: { rejection_reason: string }) => values);

const fileFields = {
  invoice: {
    area: 'invoices',
    keys: { type: 'console.purchases.invoiceType', size: 'console.purchases.invoiceSize' },
  },
} satisfies Record<'invoice', FileField>;

/** Approve (an optional note), reject (a reason) or attach the invoice of one purchase. */
export function PurchaseDialogs({ dialog, onClose }: { dialog: PurchaseDialog | null; onClose: () => void }) {
  return (
    <>
      {dialog?.kind === 'approve' && <ApproveDialog purchase={dialog.purchase} onClose={onClose} />}
      {dialog?.kind === 'reject' && <RejectDialog purchase={dialog.purchase} onClose={onClose} />}
      {dialog?.kind === 'invoice' && <InvoiceDialog purchase={dialog.purchase} onClose={onClose} />}
    </>
  );
}

function Actions({
  pending,
  onClose,
  label,
  color,
}: {
  pending: boolean;
  onClose: () => void;
  label: string;
  color?: string;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onClose} disabled={pending}>
        {t('console.common.cancel')}
      </Button>
      <Button type="submit" color={color} loading={pending} data-testid="purchase-dialog-submit">
        {label}
      </Button>
    </Group>
  );
}

function ApproveDialog({ purchase, onClose }: { purchase: Purchase; onClose: () => void }) {
  const { t } = useTranslation();
  const action = usePurchaseAction();
  const form = useForm({ initialValues: { notes: '' }, validate: approveCheck });
  const submit = form.onSubmit(({ notes }) =>
    action.mutate(
      { id: purchase.id, kind: 'approve', notes },
      {
        onSuccess: () => {
          notifySuccess(t('console.purchases.approved'));
          onClose();
        },
      },
    ),
  );
  return (
    <Modal opened onClose={() => !action.isPending && onClose()} title={t('console.purchases.approveTitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <ErrorAlert
            message={action.isError ? errorMessage(action.error, t('console.purchases.approveFailed')) : null}
          />
          <Text size="sm">
            {t('console.purchases.approveText', {
              company: purchase.company_name,
              plan: purchase.plan_name,
              months: purchase.duration_months,
            })}
          </Text>
          <Textarea
            label={t('console.purchases.notes')}
            autosize
            minRows={2}
            maxLength={subscriptionLimits.notesMax}
            data-testid="purchase-notes"
            {...form.getInputProps('notes')}
          />
          <Actions pending={action.isPending} onClose={onClose} label={t('console.purchases.approve')} color="green" />
        </Stack>
      </form>
    </Modal>
  );
}

function RejectDialog({ purchase, onClose }: { purchase: Purchase; onClose: () => void }) {
  const { t } = useTranslation();
  const action = usePurchaseAction();
  const form = useForm({ initialValues: { rejection_reason: '' }, validate: rejectCheck });
  const submit = form.onSubmit(({ rejection_reason }) =>
    action.mutate(
      { id: purchase.id, kind: 'reject', rejection_reason },
      {
        onSuccess: () => {
          notifySuccess(t('console.purchases.rejected'));
          onClose();
        },
      },
    ),
  );
  return (
    <Modal opened onClose={() => !action.isPending && onClose()} title={t('console.purchases.rejectTitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <ErrorAlert
            message={action.isError ? errorMessage(action.error, t('console.purchases.rejectFailed')) : null}
          />
          <Text size="sm">
            {purchase.company_name} · {purchase.plan_name}
          </Text>
          <Textarea
            label={t('console.purchases.reason')}
            required
            autosize
            minRows={3}
            maxLength={subscriptionLimits.notesMax}
            data-testid="purchase-reason"
            {...form.getInputProps('rejection_reason')}
          />
          <Actions pending={action.isPending} onClose={onClose} label={t('console.purchases.reject')} color="red" />
        </Stack>
      </form>
    </Modal>
  );
}

function InvoiceDialog({ purchase, onClose }: { purchase: Purchase; onClose: () => void }) {
  const { t } = useTranslation();
  const action = usePurchaseAction();
  const files = useFileFields(fileFields);
  const form = useForm<{ invoice: File | null }>({
    initialValues: { invoice: null },
    // No text fields (the contract's), then the screen's check of the file: one its rules refused,
    // or none picked, in the server's own words.
    validate: contractValidation(
      invoiceUploadFields,
      () => ({}),
      (values) => ({
        invoice: files.problems.invoice ?? (values.invoice ? null : errors.invoiceFileRequired),
      }),
    ),
  });
  const submit = form.onSubmit(({ invoice }) => {
    if (!invoice) return;
    action.mutate(
      { id: purchase.id, kind: 'invoice', file: invoice },
      {
        onSuccess: () => {
          notifySuccess(t('console.purchases.invoiceUploaded'));
          onClose();
        },
      },
    );
  });
  return (
    <Modal opened onClose={() => !action.isPending && onClose()} title={t('console.purchases.invoiceTitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <ErrorAlert
            message={action.isError ? errorMessage(action.error, t('console.purchases.invoiceFailed')) : null}
          />
          <Text size="sm">
            {purchase.company_name} · {purchase.plan_name}
          </Text>
          <FileInput
            label={t('console.purchases.invoiceFile')}
            description={t('console.purchases.invoiceHint')}
            placeholder={t('console.purchases.invoicePlaceholder')}
            leftSection={<IconPaperclip size={16} />}
            accept={pickerAccept('invoices')}
            required
            clearable
            {...form.getInputProps('invoice')}
            onChange={files.pick(form, 'invoice')}
            fileInputProps={{ 'data-testid': 'purchase-invoice-input' } as ComponentProps<'input'>}
          />
          <Actions pending={action.isPending} onClose={onClose} label={t('console.purchases.upload')} />
        </Stack>
      </form>
    </Modal>
  );
}
