import '../../../i18n/console';
import { Box, Button, Container, Group, NativeSelect, Stack, Tabs, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageLoader } from '../../../app/lazy-page';
import { BrandLogo } from '../../../components/brand-logo';
import { PageHeader } from '../../../components/page-header';
import { ThemeToggle } from '../../../components/theme-toggle';
import { clearAdminSession, useAdminSession } from '../../../lib/admin-session';
import { useIsPhone } from '../../../lib/use-is-phone';
import { adminKeys } from '../api/keys';

/** Each tab is its own chunk: the console downloads a tab's code when it is first opened. */
const tab = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(async () => ({ default: (await load())[name] }));

export const consoleTabs = [
  'overview',
  'companies',
  'plans',
  'purchases',
  'bank-accounts',
  'paytr',
  'slider',
  'settings',
  'audit',
] as const;
export type ConsoleTab = (typeof consoleTabs)[number];

const panels: Record<ConsoleTab, LazyExoticComponent<ComponentType>> = {
  overview: tab(() => import('../tabs/overview-tab'), 'OverviewTab'),
  companies: tab(() => import('../tabs/companies-tab'), 'CompaniesTab'),
  plans: tab(() => import('../tabs/plans-tab'), 'PlansTab'),
  purchases: tab(() => import('../tabs/purchases-tab'), 'PurchasesTab'),
  'bank-accounts': tab(() => import('../tabs/bank-accounts-tab'), 'BankAccountsTab'),
  paytr: tab(() => import('../tabs/paytr-tab'), 'PaytrTab'),
  slider: tab(() => import('../tabs/slider-tab'), 'SliderTab'),
  settings: tab(() => import('../tabs/platform-settings-tab'), 'PlatformSettingsTab'),
  audit: tab(() => import('../tabs/audit-log-tab'), 'AuditLogTab'),
};

const labelKeys = {
  overview: 'console.tabs.overview',
  companies: 'console.tabs.companies',
  plans: 'console.tabs.plans',
  purchases: 'console.tabs.purchases',
  'bank-accounts': 'console.tabs.bankAccounts',
  paytr: 'console.tabs.paytr',
  slider: 'console.tabs.slider',
  settings: 'console.tabs.settings',
  audit: 'console.tabs.audit',
} as const satisfies Record<ConsoleTab, string>;

function isConsoleTab(value: string | null): value is ConsoleTab {
  return (consoleTabs as readonly (string | null)[]).includes(value);
}

/**
 * The operator's console: one tab per area, the open tab kept in the address (`?tab=plans`) so
 * that a reload or a shared link opens the same one. On a phone the tabs are a select.
 */
export function AdminDashboardPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useAdminSession();
  const isPhone = useIsPhone();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const current: ConsoleTab = isConsoleTab(requested) ? requested : 'overview';
  const Panel = panels[current];
  const body = (
    <Suspense fallback={<PageLoader />}>
      <Panel />
    </Suspense>
  );

  const open = (value: string | null) => {
    if (!isConsoleTab(value) || value === current) return;
    setParams(value === 'overview' ? {} : { tab: value }, { replace: false });
  };

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
      <Container size="xl" py="lg" px={{ base: 'sm', sm: 'md' }}>
        <Stack gap="lg">
          <PageHeader title={t('admin.dashboardTitle')} subtitle={t('admin.dashboardSubtitle')} />
          {isPhone ? (
            <>
              <NativeSelect
                label={t('console.tabs.pick')}
                value={current}
                onChange={(event) => open(event.currentTarget.value)}
                data={consoleTabs.map((value) => ({ value, label: t(labelKeys[value]) }))}
                data-testid="console-tab-select"
              />
              <Box data-testid={`console-panel-${current}`}>{body}</Box>
            </>
          ) : (
            <Tabs value={current} onChange={open} keepMounted={false}>
              <Tabs.List
                aria-label={t('console.tabs.label')}
                style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}
              >
                {consoleTabs.map((value) => (
                  <Tabs.Tab key={value} value={value} data-testid={`console-tab-${value}`} style={{ flexShrink: 0 }}>
                    {t(labelKeys[value])}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              {consoleTabs.map((value) => (
                <Tabs.Panel key={value} value={value} pt="lg" data-testid={`console-panel-${value}`}>
                  {value === current && body}
                </Tabs.Panel>
              ))}
            </Tabs>
          )}
        </Stack>
      </Container>
    </Box>
  );
}
