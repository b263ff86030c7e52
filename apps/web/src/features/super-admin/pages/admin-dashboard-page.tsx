import { Box, Button, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  IconBuilding,
  IconBuildingPlus,
  IconCircleCheck,
  IconClockExclamation,
  IconLogout,
  IconUsers,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BrandLogo } from '../../../components/brand-logo';
import { ErrorAlert } from '../../../components/error-alert';
import { PageHeader } from '../../../components/page-header';
import { StatCard } from '../../../components/stat-card';
import { ThemeToggle } from '../../../components/theme-toggle';
import { clearAdminSession, useAdminSession } from '../../../lib/admin-session';
import { errorMessage } from '../../../lib/api-error';
import { useAdminDashboard } from '../api/admin-dashboard';
import { adminKeys } from '../api/keys';
import { PlanDistributionCard } from '../components/plan-distribution-card';

/** The operator's panel: platform counts and the plan distribution (more tabs come later). */
export function AdminDashboardPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useAdminSession();
  const dashboard = useAdminDashboard();
  const data = dashboard.data;
  const loading = dashboard.isPending;

  const logout = () => {
    clearAdminSession();
    queryClient.removeQueries({ queryKey: adminKeys.all });
    void navigate('/super-admin/login', { replace: true });
  };

  return (
    <Box mih="100dvh">
      <Box component="header" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <Container size="xl" py="sm">
          <Group justify="space-between" wrap="nowrap">
            <BrandLogo size="sm" />
            <Group gap="xs" wrap="nowrap">
              {session && (
                <Text size="sm" c="dimmed" visibleFrom="sm">
                  {t('admin.signedInAs', { username: session.admin.username })}
                </Text>
              )}
              <ThemeToggle />
              <Button
                variant="default"
                leftSection={<IconLogout size={16} />}
                onClick={logout}
                data-testid="admin-logout"
              >
                {t('common.logout')}
              </Button>
            </Group>
          </Group>
        </Container>
      </Box>
      <Container size="xl" py="lg">
        <Stack gap="lg">
          <PageHeader title={t('admin.dashboardTitle')} subtitle={t('admin.dashboardSubtitle')} />
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
          {data && <PlanDistributionCard distribution={data.plan_distribution} />}
        </Stack>
      </Container>
    </Box>
  );
}
