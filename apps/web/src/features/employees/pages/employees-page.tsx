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
import { employeeCardId, useLinkedEmployee } from '../components/use-linked-employee';

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
  const linked = useLinkedEmployee(approved.data);
  const [tab, setTab] = useState<string | null>(linked.linkedId ? 'approved' : 'pending');
  const [shownLink, setShownLink] = useState(linked.linkedId);
  if (linked.linkedId !== shownLink) {
    setShownLink(linked.linkedId);
    if (linked.linkedId) setTab('approved');
  }
  const loadError = (error: unknown) => (error ? errorMessage(error, t('employees.loadFailed')) : null);

  return (
    <Stack gap="lg">
      <PageHeader title={t('employees.title')} subtitle={t('employees.subtitle')} />
      <CompanyCodeCard />
      <Tabs value={tab} onChange={setTab} keepMounted={false} styles={isPhone ? phoneTabStyles : undefined}>
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
                id={employeeCardId(employee.id)}
                marked={employee.id === linked.linkedId}
                employee={employee}
                actions={
                  <ApprovedActions
                    key={employee.id === linked.linkedId ? 'linked' : 'plain'}
                    employee={employee}
                    onChangeRole={() => setRoleTarget(employee)}
                    analyseNow={employee.id === linked.linkedId}
                  />
                }
              />
            )}
          />
        </Tabs.Panel>
      </Tabs>
      {roleTarget && <RoleChangeModal employee={roleTarget} onClose={() => setRoleTarget(null)} />}
    </Stack>
  );
}
