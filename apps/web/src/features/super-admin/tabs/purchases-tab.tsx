import { Anchor, Badge, Button, Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { isQueuedPurchase, purchaseStatuses, type Purchase, type PurchaseStatus } from '@vazife/contract';
import { IconCheck, IconFileInvoice, IconUpload, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { startDayPhrase } from '../../../lib/istanbul-dates';
import { useIsPhone } from '../../../lib/use-is-phone';
import { usePurchases } from '../api/purchases';
import { formatTl } from '../../../lib/money';
import { formatDateTime } from '../components/console-format';
import { ConsoleList } from '../components/console-list';
import { PurchaseDialogs, type PurchaseDialog } from '../components/purchase-dialogs';

const statusColors: Record<PurchaseStatus, string> = {
  beklemede: 'yellow',
  onaylandi: 'green',
  reddedildi: 'red',
  iptal: 'gray',
};

/**
 * Satın almalar: every company's purchases by status; approve, reject, attach the invoice of an
 * approved one and open it (its link carries the operator's own download grant); which are
 * invoiced, an upgrade's credit, and a cheaper plan queued after the current one, from when.
 */
export function PurchasesTab() {
  const { t, i18n } = useTranslation();
  const isPhone = useIsPhone();
  const [status, setStatus] = useState<PurchaseStatus | null>('beklemede');
  const purchases = usePurchases(status);
  const [dialog, setDialog] = useState<PurchaseDialog | null>(null);

  const filterData = [
    { value: 'all', label: t('console.common.all') },
    ...purchaseStatuses.map((value) => ({ value, label: t(`console.purchases.statuses.${value}`) })),
  ];
  const onFilter = (value: string | null) => setStatus(value && value !== 'all' ? (value as PurchaseStatus) : null);

  const details = (purchase: Purchase) => (
    <>
      <Text size="sm" fw={600}>
        {purchase.company_name}
      </Text>
      <Text size="xs" c="dimmed">
        {purchase.invoice_company_name}
        {purchase.invoice_tax_office
          ? ` · ${t('console.purchases.taxOffice', { value: purchase.invoice_tax_office })}`
          : ''}
        {purchase.invoice_tax_number
          ? ` · ${t('console.purchases.taxNumber', { value: purchase.invoice_tax_number })}`
          : ''}
      </Text>
      {purchase.notes && (
        <Text size="xs" c="dimmed">
          {t('console.purchases.customerNotes', { value: purchase.notes })}
        </Text>
      )}
      {purchase.admin_notes && (
        <Text size="xs" c="dimmed">
          {t('console.purchases.adminNotes', { value: purchase.admin_notes })}
        </Text>
      )}
      {purchase.credit_amount > 0 && (
        <Text size="xs" c="dimmed" data-testid={`purchase-${purchase.id}-credit`}>
          {t('console.purchases.credit', {
            amount: formatTl(purchase.credit_amount),
            plan: purchase.credit_plan_name ?? '',
            days: purchase.credit_days ?? 0,
          })}
        </Text>
      )}
      {purchase.rejection_reason && (
        <Text size="xs" c="red" data-testid={`purchase-${purchase.id}-reason`}>
          {t('console.purchases.rejection', { value: purchase.rejection_reason })}
        </Text>
      )}
    </>
  );

  const actions = (purchase: Purchase) => (
    <Group gap={6} wrap="wrap">
      {purchase.status === 'beklemede' && (
        <>
          <Button
            size="xs"
            color="green"
            leftSection={<IconCheck size={14} />}
            onClick={() => setDialog({ kind: 'approve', purchase })}
            data-testid={`purchase-${purchase.id}-approve`}
          >
            {t('console.purchases.approve')}
          </Button>
          <Button
            size="xs"
            color="red"
            variant="light"
            leftSection={<IconX size={14} />}
            onClick={() => setDialog({ kind: 'reject', purchase })}
            data-testid={`purchase-${purchase.id}-reject`}
          >
            {t('console.purchases.reject')}
          </Button>
        </>
      )}
      {/* An invoice is for a payment received: an approved purchase's only (the server says 409 otherwise). */}
      {purchase.status === 'onaylandi' && (
        <Button
          size="xs"
          variant="default"
          leftSection={<IconUpload size={14} />}
          onClick={() => setDialog({ kind: 'invoice', purchase })}
          data-testid={`purchase-${purchase.id}-upload`}
        >
          {purchase.invoice_file_url ? t('console.purchases.replaceInvoice') : t('console.purchases.uploadInvoice')}
        </Button>
      )}
      {purchase.invoice_file_url && (
        <Anchor
          href={purchase.invoice_file_url}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          data-testid={`purchase-${purchase.id}-invoice`}
        >
          <Group gap={4} wrap="nowrap">
            <IconFileInvoice size={16} aria-hidden />
            {t('console.purchases.invoice')}
          </Group>
        </Anchor>
      )}
    </Group>
  );

  const statusBadges = (purchase: Purchase) => (
    <Group gap={4} wrap="wrap">
      <Badge color={statusColors[purchase.status]} variant="light" data-testid={`purchase-${purchase.id}-status`}>
        {t(`console.purchases.statuses.${purchase.status}`)}
      </Badge>
      {purchase.status === 'onaylandi' && (
        <Badge
          color={purchase.invoice_file_url ? 'teal' : 'gray'}
          variant="outline"
          data-testid={`purchase-${purchase.id}-invoiced`}
        >
          {purchase.invoice_file_url ? t('console.purchases.invoiced') : t('console.purchases.notInvoiced')}
        </Badge>
      )}
    </Group>
  );

  const queued = (purchase: Purchase) =>
    isQueuedPurchase(purchase) && (
      <Text size="xs" c="dimmed" data-testid={`purchase-${purchase.id}-queued`}>
        {t('console.purchases.queuedFrom', { from: startDayPhrase(purchase.period_starts_at!, i18n.language) })}
      </Text>
    );

  return (
    <Stack gap="md">
      {isPhone ? (
        <Select
          label={t('console.purchases.status')}
          data={filterData}
          value={status ?? 'all'}
          onChange={onFilter}
          allowDeselect={false}
          data-testid="purchase-status-filter"
        />
      ) : (
        <SegmentedControl
          aria-label={t('console.purchases.status')}
          data={filterData}
          value={status ?? 'all'}
          onChange={onFilter}
          style={{ alignSelf: 'flex-start' }}
          data-testid="purchase-status-filter"
        />
      )}
      <ConsoleList
        items={purchases.data}
        query={purchases}
        loadingHeight={160}
        empty={t('console.purchases.empty')}
        emptyTestId="purchases-empty"
        testIdOf={(purchase) => `purchase-${purchase.id}`}
        card={(purchase) => (
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text size="xs" c="dimmed">
                {formatDateTime(purchase.created_at)}
              </Text>
              {statusBadges(purchase)}
            </Group>
            <div>{details(purchase)}</div>
            <Text size="sm">
              {purchase.plan_name} · {t('console.purchases.months', { count: purchase.duration_months })} ·{' '}
              <Text span fw={600} size="sm">
                {formatTl(purchase.total_amount)}
              </Text>{' '}
              · {t(`console.purchases.methods.${purchase.payment_method}`)}
            </Text>
            {queued(purchase)}
            {actions(purchase)}
          </Stack>
        )}
        table={{
          minWidth: 900,
          columns: [
            {
              header: t('console.purchases.date'),
              cell: (purchase) => <Text size="sm">{formatDateTime(purchase.created_at)}</Text>,
            },
            { header: t('console.purchases.company'), cell: details },
            {
              header: t('console.purchases.plan'),
              cell: (purchase) => (
                <>
                  <Text size="sm">{purchase.plan_name}</Text>
                  <Text size="xs" c="dimmed">
                    {t('console.purchases.months', { count: purchase.duration_months })}
                  </Text>
                  {queued(purchase)}
                </>
              ),
            },
            {
              header: t('console.purchases.total'),
              cell: (purchase) => (
                <>
                  <Text size="sm" fw={600}>
                    {formatTl(purchase.total_amount)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t(`console.purchases.methods.${purchase.payment_method}`)}
                  </Text>
                </>
              ),
            },
            { header: t('console.purchases.status'), cell: statusBadges },
            { header: t('console.common.actions'), cell: actions },
          ],
        }}
      />
      <PurchaseDialogs dialog={dialog} onClose={() => setDialog(null)} />
    </Stack>
  );
}
