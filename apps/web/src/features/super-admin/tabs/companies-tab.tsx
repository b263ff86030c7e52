import {
  ActionIcon,
  Badge,
  Card,
  Group,
  Menu,
  Pagination,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { subscriptionStatuses, type AdminCompany, type SubscriptionStatus } from '@vazife/contract';
import { IconDots, IconEdit, IconPlayerPause, IconPlayerPlay, IconSearch, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { errorMessage } from '../../../lib/api-error';
import { formatDate } from '../../../lib/format';
import { useIsPhone } from '../../../lib/use-is-phone';
import { companiesPageSize, useCompanies } from '../api/companies';
import { CompanyDialogs, type CompanyDialog } from '../components/company-dialogs';
import { unlimitedUsers } from '../components/console-format';

const statusColors: Record<SubscriptionStatus, string> = {
  active: 'green',
  expired: 'red',
  suspended: 'orange',
  cancelled: 'gray',
};

/** Şirketler: search and filter every company; edit its subscription, suspend, activate, delete. */
export function CompaniesTab() {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 300);
  const [status, setStatus] = useState<SubscriptionStatus | null>(null);
  const [page, setPage] = useState(1);
  const companies = useCompanies({ q, status, page });
  const [dialog, setDialog] = useState<CompanyDialog | null>(null);
  const data = companies.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / (data.page_size || companiesPageSize))) : 1;

  const seats = (company: AdminCompany) => {
    if (company.max_users === null) return String(company.user_count);
    if (company.max_users >= unlimitedUsers) return `${company.user_count} / ${t('console.common.unlimited')}`;
    return `${company.user_count} / ${company.max_users}`;
  };

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
      <ErrorAlert message={companies.isError ? errorMessage(companies.error, t('console.common.loadFailed')) : null} />
      {companies.isPending && <Skeleton h={200} />}
      {data?.items.length === 0 && (
        <Text c="dimmed" size="sm" data-testid="companies-empty">
          {t('console.common.empty')}
        </Text>
      )}
      {isPhone && data && data.items.length > 0 && (
        <Stack gap="sm">
          {data.items.map((company) => (
            <Card key={company.id} p="sm" data-testid={`company-${company.id}`}>
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
                <Badge
                  color={statusColors[company.subscription_status]}
                  variant="light"
                  data-testid={`company-${company.id}-status`}
                >
                  {t(`console.companies.statuses.${company.subscription_status}`)}
                </Badge>
                <Text size="sm">{company.plan_name ?? t('console.companies.trial')}</Text>
                <Text size="sm" c="dimmed">
                  {t('console.companies.users')}: {seats(company)}
                </Text>
              </Group>
              <Text size="xs" c="dimmed" mt={4}>
                {t('console.companies.endDate')}:{' '}
                {formatDate(company.subscription_end_date) || t('console.common.none')}
              </Text>
            </Card>
          ))}
        </Stack>
      )}
      {!isPhone && data && data.items.length > 0 && (
        <Table.ScrollContainer minWidth={860}>
          <Table verticalSpacing="sm" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('console.companies.name')}</Table.Th>
                <Table.Th>{t('console.companies.owner')}</Table.Th>
                <Table.Th>{t('console.companies.plan')}</Table.Th>
                <Table.Th>{t('console.companies.users')}</Table.Th>
                <Table.Th>{t('console.companies.status')}</Table.Th>
                <Table.Th>{t('console.companies.endDate')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('console.common.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.items.map((company) => (
                <Table.Tr key={company.id} data-testid={`company-${company.id}`}>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {company.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {company.code}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{company.owner_name ?? t('console.common.none')}</Text>
                    {company.owner_email && (
                      <Text size="xs" c="dimmed">
                        {company.owner_email}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{company.plan_name ?? t('console.companies.trial')}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{seats(company)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge
                      color={statusColors[company.subscription_status]}
                      variant="light"
                      data-testid={`company-${company.id}-status`}
                    >
                      {t(`console.companies.statuses.${company.subscription_status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{formatDate(company.subscription_end_date) || t('console.common.none')}</Text>
                  </Table.Td>
                  <Table.Td>
                    <CompanyMenu company={company} onPick={setDialog} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pages > 1 && (
        <Group justify="center">
          <Pagination total={pages} value={page} onChange={setPage} siblings={1} size="sm" />
        </Group>
      )}
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
