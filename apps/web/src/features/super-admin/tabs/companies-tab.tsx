import { ActionIcon, Badge, Group, Menu, Select, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { subscriptionStatuses, type AdminCompany, type SubscriptionStatus } from '@vazife/contract';
import { IconDots, IconEdit, IconPlayerPause, IconPlayerPlay, IconSearch, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { companiesPageSize, useCompanies } from '../api/companies';
import { CompanyDialogs, type CompanyDialog } from '../components/company-dialogs';
import { unlimitedUsers } from '../components/console-format';
import { ConsoleList, pageCount } from '../components/console-list';

const statusColors: Record<SubscriptionStatus, string> = {
  active: 'green',
  expired: 'red',
  suspended: 'orange',
  cancelled: 'gray',
};

/** Şirketler: search and filter every company; edit its subscription, suspend, activate, delete. */
export function CompaniesTab() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 300);
  const [status, setStatus] = useState<SubscriptionStatus | null>(null);
  const [page, setPage] = useState(1);
  const companies = useCompanies({ q, status, page });
  const [dialog, setDialog] = useState<CompanyDialog | null>(null);
  const data = companies.data;

  const seats = (company: AdminCompany) => {
    if (company.max_users === null) return String(company.user_count);
    if (company.max_users >= unlimitedUsers) return `${company.user_count} / ${t('console.common.unlimited')}`;
    return `${company.user_count} / ${company.max_users}`;
  };

  const statusBadge = (company: AdminCompany) => (
    <Badge
      color={statusColors[company.subscription_status]}
      variant="light"
      data-testid={`company-${company.id}-status`}
    >
      {t(`console.companies.statuses.${company.subscription_status}`)}
    </Badge>
  );
  const endDate = (company: AdminCompany) => formatDate(company.subscription_end_date) || t('console.common.none');

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={t('console.companies.search')}
          placeholder={t('console.companies.searchPlaceholder')}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: '1 1 240px' }}
          data-testid="company-search"
        />
        <Select
          label={t('console.companies.status')}
          data={[
            { value: 'all', label: t('console.common.all') },
            ...subscriptionStatuses.map((value) => ({ value, label: t(`console.companies.statuses.${value}`) })),
          ]}
          value={status ?? 'all'}
          allowDeselect={false}
          onChange={(value) => {
            setStatus(value && value !== 'all' ? (value as SubscriptionStatus) : null);
            setPage(1);
          }}
          style={{ flex: '0 1 200px' }}
          data-testid="company-status-filter"
        />
      </Group>
      <ConsoleList
        items={data?.items}
        query={companies}
        loadingHeight={200}
        empty={t('console.common.empty')}
        emptyTestId="companies-empty"
        testIdOf={(company) => `company-${company.id}`}
        card={(company) => (
          <>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={600}>{company.name}</Text>
                <Text size="xs" c="dimmed">
                  {company.owner_name ?? t('console.common.none')}
                  {company.owner_email ? ` · ${company.owner_email}` : ''}
                </Text>
              </Stack>
              <CompanyMenu company={company} onPick={setDialog} />
            </Group>
            <Group gap="xs" mt="xs">
              {statusBadge(company)}
              <Text size="sm">{company.plan_name ?? t('console.companies.trial')}</Text>
              <Text size="sm" c="dimmed">
                {t('console.companies.users')}: {seats(company)}
              </Text>
            </Group>
            <Text size="xs" c="dimmed" mt={4}>
              {t('console.companies.endDate')}: {endDate(company)}
            </Text>
          </>
        )}
        table={{
          minWidth: 860,
          columns: [
            {
              header: t('console.companies.name'),
              cell: (company) => (
                <>
                  <Text size="sm" fw={600}>
                    {company.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {company.code}
                  </Text>
                </>
              ),
            },
            {
              header: t('console.companies.owner'),
              cell: (company) => (
                <>
                  <Text size="sm">{company.owner_name ?? t('console.common.none')}</Text>
                  {company.owner_email && (
                    <Text size="xs" c="dimmed">
                      {company.owner_email}
                    </Text>
                  )}
                </>
              ),
            },
            {
              header: t('console.companies.plan'),
              cell: (company) => <Text size="sm">{company.plan_name ?? t('console.companies.trial')}</Text>,
            },
            { header: t('console.companies.users'), cell: (company) => <Text size="sm">{seats(company)}</Text> },
            { header: t('console.companies.status'), cell: statusBadge },
            { header: t('console.companies.endDate'), cell: (company) => <Text size="sm">{endDate(company)}</Text> },
            {
              header: <VisuallyHidden>{t('console.common.actions')}</VisuallyHidden>,
              cell: (company) => <CompanyMenu company={company} onPick={setDialog} />,
            },
          ],
        }}
        pages={{ total: pageCount(data, companiesPageSize), page, onChange: setPage }}
      />
      <CompanyDialogs dialog={dialog} onClose={() => setDialog(null)} />
    </Stack>
  );
}

/** Edit, suspend or activate (by the state), delete: one menu for the table and the phone's cards. */
function CompanyMenu({ company, onPick }: { company: AdminCompany; onPick: (dialog: CompanyDialog) => void }) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          size="lg"
          aria-label={`${t('console.common.actions')}: ${company.name}`}
          data-testid={`company-${company.id}-menu`}
        >
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={<IconEdit size={16} />}
          onClick={() => onPick({ kind: 'edit', company })}
          data-testid="company-action-edit"
        >
          {t('console.common.edit')}
        </Menu.Item>
        {company.subscription_status === 'active' ? (
          <Menu.Item
            leftSection={<IconPlayerPause size={16} />}
            onClick={() => onPick({ kind: 'suspend', company })}
            data-testid="company-action-suspend"
          >
            {t('console.companies.suspend')}
          </Menu.Item>
        ) : (
          <Menu.Item
            leftSection={<IconPlayerPlay size={16} />}
            onClick={() => onPick({ kind: 'activate', company })}
            data-testid="company-action-activate"
          >
            {t('console.companies.activate')}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconTrash size={16} />}
          onClick={() => onPick({ kind: 'delete', company })}
          data-testid="company-action-delete"
        >
          {t('console.common.delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
