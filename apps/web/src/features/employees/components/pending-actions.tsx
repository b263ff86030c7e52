import { Button, Group } from '@mantine/core';
import type { Employee } from '@vazife/contract';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal';
import { errorMessage } from '../../../lib/api-error';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useApproveEmployee } from '../api/approve-employee';
import { useRejectEmployee } from '../api/reject-employee';

/** Approve at once; reject after a confirmation. */
export function PendingActions({ employee }: { employee: Employee }) {
  const { t } = useTranslation();
  const approve = useApproveEmployee();
  const reject = useRejectEmployee();
  const [confirming, setConfirming] = useState(false);

  const onApprove = () =>
    approve.mutate(employee.id, {
      onSuccess: () => notifySuccess(t('employees.approveSuccess')),
      onError: (error) => notifyError(errorMessage(error, t('employees.approveFailed'))),
    });

  const onReject = () =>
    reject.mutate(employee.id, {
      onSuccess: () => {
        setConfirming(false);
        notifySuccess(t('employees.rejectSuccess'));
      },
      onError: (error) => {
        setConfirming(false);
        notifyError(errorMessage(error, t('employees.rejectFailed')));
      },
    });

  return (
    <>
      <Group grow gap="sm">
        <Button
          color="green"
          leftSection={<IconCheck size={16} />}
          loading={approve.isPending}
          onClick={onApprove}
          data-testid="employee-approve"
        >
          {t('employees.approve')}
        </Button>
        <Button
          color="red"
          variant="light"
          leftSection={<IconX size={16} />}
          disabled={approve.isPending}
          onClick={() => setConfirming(true)}
          data-testid="employee-reject"
        >
          {t('employees.reject')}
        </Button>
      </Group>
      <ConfirmModal
        opened={confirming}
        title={t('employees.rejectTitle')}
        confirmLabel={t('employees.rejectConfirm')}
        color="red"
        loading={reject.isPending}
        onConfirm={onReject}
        onClose={() => setConfirming(false)}
      >
        {t('employees.rejectText', { name: employee.name })}
      </ConfirmModal>
    </>
  );
}
