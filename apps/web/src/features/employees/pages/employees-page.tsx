import { Badge, Stack, Tabs } from '@mantine/core';
import type { Employee } from '@vazife/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../../../lib/use-is-phone';
import { PageHeader } from '../../../components/page-header';
import { phoneTabStyles } from '../../../components/phone-tab-styles';
import { errorMessage } from '../../../lib/api-error';
import { useApprovedEmployees } from '../api/approved-employees';
import { usePendingEmployees } from '../api/pending-employees';
import { ApprovedActions } from '../components/approved-actions';
import { CompanyCodeCard } from '../components/company-code-card';
import { EmployeeCard } from '../components/employee-card';
import { EmployeeGrid } from '../components/employee-grid';
import { PendingActions } from '../components/pending-actions';
import { RoleChangeModal } from '../components/role-change-modal';

function CountBadge({ count, color }: { count: number | undefined; color: string }) {
  return (
    <Badge size="sm" circle={false} variant="filled" color={color}>
      {count ?? 0}
    </Badge>
  );
}

/** "Çalışan Yönetimi" (employer only): the code, pending requests and approved staff. */
export function EmployeesPage() {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const pending = usePendingEmployees();
  const approved = useApprovedEmployees();
  const [roleTarget, setRoleTarget] = useState<Employee | null>(null);
  const loadError = (error: unknown) => (error ? errorMessage(error, t('employees.loadFailed')) : null);

  return (
    <Stack gap="lg">
      <PageHeader title={t('employees.title')} subtitle={t('employees.subtitle')} />
      <CompanyCodeCard />
      <Tabs defaultValue="pending" keepMounted={false} styles={isPhone ? phoneTabStyles : undefined}>
        <Tabs.List mb="md">
          <Tabs.Tab
            value="pending"
            rightSection={<CountBadge count={pending.data?.length} color="orange" />}
            data-testid="tab-pending"
          >
            {t('employees.tabPending')}
          </Tabs.Tab>
          <Tabs.Tab
            value="approved"
            rightSection={<CountBadge count={approved.data?.length} color="brand" />}
            data-testid="tab-approved"
          >
            {t('employees.tabApproved')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="pending">
          <EmployeeGrid
            employees={pending.data}
            loading={pending.isPending}
            error={loadError(pending.error)}
            emptyText={t('employees.emptyPending')}
            renderCard={(employee) => (
              <EmployeeCard key={employee.id} employee={employee} actions={<PendingActions employee={employee} />} />
            )}
          />
        </Tabs.Panel>
        <Tabs.Panel value="approved">
          <EmployeeGrid
            employees={approved.data}
            loading={approved.isPending}
            error={loadError(approved.error)}
            emptyText={t('employees.emptyApproved')}
            renderCard={(employee) => (
              <EmployeeCard
                key={employee.id}
                employee={employee}
                actions={<ApprovedActions employee={employee} onChangeRole={() => setRoleTarget(employee)} />}
              />
            )}
          />
        </Tabs.Panel>
      </Tabs>
      {roleTarget && <RoleChangeModal employee={roleTarget} onClose={() => setRoleTarget(null)} />}
    </Stack>
  );
}
