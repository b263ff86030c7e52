import { Button, Group, Switch } from '@mantine/core';
import type { Employee } from '@vazife/contract';
import { IconUserCog } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-error';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useToggleGroupPermission } from '../api/toggle-group-permission';

/** Group-creation permission and the role-change dialog's button; none for the employer. */
export function ApprovedActions({ employee, onChangeRole }: { employee: Employee; onChangeRole: () => void }) {
  const { t } = useTranslation();
  const toggle = useToggleGroupPermission();
  if (employee.role === 'isveren') return null;

  const onToggle = () =>
    toggle.mutate(employee.id, {
      onSuccess: (result) =>
        notifySuccess(result.can_create_groups ? t('employees.permissionGranted') : t('employees.permissionRevoked')),
      onError: (error) => notifyError(errorMessage(error, t('employees.permissionFailed'))),
    });

  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Switch
        label={t('employees.groupPermission')}
        checked={employee.can_create_groups}
        disabled={toggle.isPending}
        onChange={onToggle}
        data-testid="employee-group-permission"
      />
      <Button
        variant="light"
        size="xs"
        leftSection={<IconUserCog size={16} />}
        onClick={onChangeRole}
        data-testid="employee-change-role"
      >
        {t('employees.changeRole')}
      </Button>
    </Group>
  );
}
