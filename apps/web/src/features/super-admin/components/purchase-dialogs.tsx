import { Button, FileInput, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { subscriptionLimits, type Purchase } from '@vazife/contract';
import { IconPaperclip } from '@tabler/icons-react';
import { useState, type ComponentProps, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { errorMessage } from '../../../lib/api-error';
import { notifySuccess } from '../../../lib/notify';
import { usePurchaseAction } from '../api/purchases';

export type PurchaseDialog = { kind: 'approve' | 'reject' | 'invoice'; purchase: Purchase };

const invoiceTypes = ['application/pdf', 'image/jpeg', 'image/png'];
const invoiceAccept = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

/** PDF, JPG or PNG, by the name's ending or the type the browser gives. */
export function isInvoiceFile(file: File): boolean {
  return invoiceTypes.includes(file.type) || /\.(pdf|jpe?g|png)$/i.test(file.name);
}

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
  const [notes, setNotes] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    action.mutate(
      { id: purchase.id, kind: 'approve', notes },
      {
        onSuccess: () => {
          notifySuccess(t('console.purchases.approved'));
          onClose();
        },
      },
    );
  };
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
            value={notes}
            onChange={(event) => setNotes(event.currentTarget.value)}
            data-testid="purchase-notes"
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
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setMissing(true);
      return;
    }
    action.mutate(
      { id: purchase.id, kind: 'reject', rejection_reason: reason },
      {
        onSuccess: () => {
          notifySuccess(t('console.purchases.rejected'));
          onClose();
        },
      },
    );
  };
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
            value={reason}
            error={missing ? t('console.purchases.reasonRequired') : null}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setMissing(false);
            }}
            data-testid="purchase-reason"
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
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const pick = (picked: File | null) => {
    if (picked && !isInvoiceFile(picked)) {
      setFile(null);
      setProblem(t('console.purchases.invoiceType'));
      return;
    }
    setProblem(null);
    setFile(picked);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setProblem(t('console.purchases.invoiceRequired'));
      return;
    }
    action.mutate(
      { id: purchase.id, kind: 'invoice', file },
      {
        onSuccess: () => {
          notifySuccess(t('console.purchases.invoiceUploaded'));
          onClose();
        },
      },
    );
  };
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
            accept={invoiceAccept}
            required
            clearable
            value={file}
            onChange={pick}
            error={problem}
            fileInputProps={{ 'data-testid': 'purchase-invoice-input' } as ComponentProps<'input'>}
          />
          <Actions pending={action.isPending} onClose={onClose} label={t('console.purchases.upload')} />
        </Stack>
      </form>
    </Modal>
  );
}
