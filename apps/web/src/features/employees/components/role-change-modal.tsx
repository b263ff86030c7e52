import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { staffRoles, type Employee, type StaffRole } from '@vazife/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { errorMessage } from '../../../lib/api-error';
import { notifySuccess } from '../../../lib/notify';
import { useChangeEmployeeRole } from '../api/change-role';

const roleOrder: StaffRole[] = ['isci', 'sef', 'mudur'];

function isStaffRole(value: string | null): value is StaffRole {
  return value !== null && (staffRoles as readonly string[]).includes(value);
}

/** The employer picks İşçi, Şef or Müdür; the button stays off until the choice differs. */
export function RoleChangeModal({ employee, onClose }: { employee: Employee; onClose: () => void }) {
  const { t } = useTranslation();
  const mutation = useChangeEmployeeRole();
  const [role, setRole] = useState<StaffRole | null>(null);
  const unchanged = !role || role === employee.role;

  const submit = () => {
    if (!role || unchanged) return;
    mutation.mutate(
      { id: employee.id, role },
      {
        onSuccess: () => {
          notifySuccess(t('employees.roleSuccess'));
          onClose();
        },
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={t('employees.roleTitle')} centered radius="md" data-testid="role-modal">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('employees.roleCurrent', { name: employee.name, role: t(`roles.${employee.role}`) })}
        </Text>
        <ErrorAlert
          message={mutation.isError ? errorMessage(mutation.error, t('employees.roleFailed')) : null}
          testId="role-error"
        />
        <Select
          label={t('employees.roleLabel')}
          placeholder={t('employees.rolePlaceholder')}
          data={roleOrder.map((value) => ({ value, label: t(`roles.${value}`) }))}
          value={role}
          onChange={(value) => setRole(isStaffRole(value) ? value : null)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true, zIndex: 1000 }}
          data-testid="role-select"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={mutation.isPending}>
            {t('common.cancel')}
          </Button>
          <Button onClick={submit} disabled={unchanged} loading={mutation.isPending} data-testid="role-submit">
            {t('employees.roleSubmit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
