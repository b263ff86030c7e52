import { Stack } from '@mantine/core';
import { canManageCompany } from '@vazife/contract';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { PageHeader } from '../../../components/page-header';
import { errorMessage } from '../../../lib/api-error';
import { useMyCompany } from '../../../lib/my-company';
import { useSession } from '../../../lib/session';
import { useDashboardStats } from '../api/stats';
import { CompanySummaryCard } from '../components/company-summary-card';
import { InviteTeamCard } from '../components/invite-team-card';
import { StatsGrid } from '../components/stats-grid';

/** The dashboard home: stats cards per role, and the company card for the employer. */
export function HomePage() {
  const { t } = useTranslation();
  const session = useSession();
  const user = session?.user;
  const isEmployer = user ? canManageCompany({ role: user.role, approved: user.is_approved }) : false;
  const stats = useDashboardStats();
  const company = useMyCompany(isEmployer);
  if (!user) return null;

  return (
    <Stack gap="lg">
      <PageHeader title={t('dashboard.title')} subtitle={t('dashboard.subtitle')} />
      {isEmployer && <InviteTeamCard company={company.data} />}
      <ErrorAlert message={stats.isError ? errorMessage(stats.error, t('dashboard.statsFailed')) : null} />
      <StatsGrid role={user.role} stats={stats.data} loading={stats.isPending} />
      {isEmployer && <CompanySummaryCard company={company.data} loading={company.isPending} error={company.error} />}
    </Stack>
  );
}
