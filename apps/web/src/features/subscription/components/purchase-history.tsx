import { Badge, Button, Card, Center, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { isQueuedPurchase, type Purchase } from '@vazife/contract';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { errorMessage } from '../../../lib/api-error';
import { formatDate } from '../../../lib/format';
import { startDayPhrase } from '../../../lib/istanbul-dates';
import { useIsPhone } from '../../../lib/use-is-phone';
import { useMyPurchases } from '../api/my-purchases';
import { formatTl } from './money';
import { purchaseStatusColors } from './status-colors';

function StatusCell({ purchase }: { purchase: Purchase }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap={4} align="flex-start">
      <Badge color={purchaseStatusColors[purchase.status]} variant="light" data-testid="purchase-status">
        {t(`subscription.purchaseStatus.${purchase.status}`)}
      </Badge>
      {isQueuedPurchase(purchase) && (
        <Text size="xs" c="dimmed" data-testid="purchase-queued">
          {t('subscription.history.queuedFrom', { from: startDayPhrase(purchase.period_starts_at!, i18n.language) })}
        </Text>
      )}
      {purchase.status === 'reddedildi' && purchase.rejection_reason && (
        <Text size="xs" c="red" data-testid="purchase-rejection">
          {t('subscription.history.rejectionReason', { reason: purchase.rejection_reason })}
        </Text>
      )}
    </Stack>
  );
}

/** The operator's invoice, a signed link: the browser downloads it without the bearer token. */
function InvoiceLink({ purchase, labelled = false }: { purchase: Purchase; labelled?: boolean }) {
  const { t } = useTranslation();
  if (!purchase.invoice_file_url)
    return (
      <Text size="sm" c="dimmed">
        {labelled ? t('subscription.history.noInvoiceYet') : t('subscription.history.noInvoice')}
      </Text>
    );
  return (
    <Button
      component="a"
      href={purchase.invoice_file_url}
      download
      size="compact-sm"
      variant="light"
      leftSection={<IconDownload size={14} />}
      data-testid="purchase-invoice"
    >
      {t('subscription.history.download')}
    </Button>
  );
}

/** Satın alma geçmişi: a table on a desktop, one card per purchase on a phone. */
export function PurchaseHistory() {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const purchases = useMyPurchases();
  const months = (purchase: Purchase) => t('subscription.history.months', { count: purchase.duration_months });

  let body;
  if (purchases.isPending)
    body = (
      <Center mih={80}>
        <Loader size="sm" />
      </Center>
    );
  else if (purchases.isError)
    body = <ErrorAlert message={errorMessage(purchases.error, t('subscription.history.loadFailed'))} />;
  else if (purchases.data.length === 0)
    body = (
      <Text c="dimmed" size="sm" ta="center" py="md">
        {t('subscription.history.empty')}
      </Text>
    );
  else if (isPhone)
    body = (
      <Stack gap="sm" data-testid="purchase-history">
        {purchases.data.map((purchase) => (
          <Card key={purchase.id} p="md" data-testid="purchase-row">
            <Stack gap={6}>
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                  {purchase.plan_name}
                </Text>
                <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
                  {formatTl(purchase.total_amount)}
                </Text>
              </Group>
              <Text size="sm" c="dimmed">
                {months(purchase)} · {t(`subscription.method.${purchase.payment_method}`)} ·{' '}
                {formatDate(purchase.created_at)}
              </Text>
              <StatusCell purchase={purchase} />
              <InvoiceLink purchase={purchase} labelled />
            </Stack>
          </Card>
        ))}
      </Stack>
    );
  else
    body = (
      <Table.ScrollContainer minWidth={720}>
        <Table verticalSpacing="sm" striped highlightOnHover data-testid="purchase-history">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('subscription.history.plan')}</Table.Th>
              <Table.Th>{t('subscription.history.duration')}</Table.Th>
              <Table.Th>{t('subscription.history.amount')}</Table.Th>
              <Table.Th>{t('subscription.history.method')}</Table.Th>
              <Table.Th>{t('subscription.history.status')}</Table.Th>
              <Table.Th>{t('subscription.history.date')}</Table.Th>
              <Table.Th>{t('subscription.history.invoice')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {purchases.data.map((purchase) => (
              <Table.Tr key={purchase.id} data-testid="purchase-row">
                <Table.Td fw={600}>{purchase.plan_name}</Table.Td>
                <Table.Td>{months(purchase)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatTl(purchase.total_amount)}</Table.Td>
                <Table.Td>{t(`subscription.method.${purchase.payment_method}`)}</Table.Td>
                <Table.Td>
                  <StatusCell purchase={purchase} />
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(purchase.created_at)}</Table.Td>
                <Table.Td>
                  <InvoiceLink purchase={purchase} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );

  return (
    <Stack gap="sm">
      <Text fw={700} size="lg" component="h3" m={0}>
        {t('subscription.history.title')}
      </Text>
      {body}
    </Stack>
  );
}
