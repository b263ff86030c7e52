import { SimpleGrid, Stack } from '@mantine/core';
import { IconBuilding, IconBuildingPlus, IconCircleCheck, IconClockExclamation, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { StatCard } from '../../../components/stat-card';
import { errorMessage } from '../../../lib/api-error';
import { useAdminDashboard } from '../api/admin-dashboard';
import { useRevenue } from '../api/revenue';
import { PlanDistributionCard } from '../components/plan-distribution-card';
import { RevenueCard } from '../components/revenue-card';

/** Genel bakış: the platform's counts, the revenue with its twelve months, the plan distribution. */
export function OverviewTab() {
  const { t } = useTranslation();
  const dashboard = useAdminDashboard();
  const revenue = useRevenue();
  const data = dashboard.data;
  const loading = dashboard.isPending;
  return (
    <Stack gap="lg">
      <ErrorAlert message={dashboard.isError ? errorMessage(dashboard.error, t('admin.dashboardFailed')) : null} />
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing={{ base: 'sm', sm: 'md' }}>
        <StatCard
          label={t('admin.totalCompanies')}
          value={data?.total_companies}
          icon={<IconBuilding size={20} />}
          color="brand"
          loading={loading}
          testId="admin-total-companies"
        />
        <StatCard
          label={t('admin.newCompanies')}
          value={data?.new_companies_this_week}
          icon={<IconBuildingPlus size={20} />}
          color="teal"
          loading={loading}
          testId="admin-new-companies"
        />
        <StatCard
          label={t('admin.activeCompanies')}
          value={data?.active_companies}
          icon={<IconCircleCheck size={20} />}
          color="green"
          loading={loading}
          testId="admin-active-companies"
        />
        <StatCard
          label={t('admin.expiredCompanies')}
          value={data?.expired_companies}
          icon={<IconClockExclamation size={20} />}
          color="red"
          loading={loading}
          testId="admin-expired-companies"
        />
        <StatCard
          label={t('admin.totalUsers')}
          value={data?.total_users}
          icon={<IconUsers size={20} />}
          color="violet"
          loading={loading}
          testId="admin-total-users"
        />
      </SimpleGrid>
      <ErrorAlert message={revenue.isError ? errorMessage(revenue.error, t('console.overview.revenueFailed')) : null} />
      {!revenue.isError && <RevenueCard data={revenue.data} loading={revenue.isPending} />}
      {data && <PlanDistributionCard distribution={data.plan_distribution} />}
    </Stack>
  );
}
