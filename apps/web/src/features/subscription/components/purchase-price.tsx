import { Alert, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import type { Plan, PurchaseQuote } from '@vazife/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-error';
import { istanbulDate, startDayPhrase } from '../../../lib/istanbul-dates';
import { formatTl, totalTl } from './money';

/** Where the period bought falls, in words: starts today, added to the end, or from a later day. */
function Placement({ quote }: { quote: PurchaseQuote }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return (
    <Text size="sm" data-testid="purchase-placement">
      {t(`subscription.purchase.placement.${quote.period_kind}`, {
        plan: quote.plan_name,
        current: quote.current_plan_name ?? '',
        from: startDayPhrase(quote.starts_at, language),
        end: istanbulDate(quote.ends_at, language),
      })}
    </Text>
  );
}

/**
 * The purchase's price as the server quotes it (GET /api/subscriptions/quote): the plan's price ×
 * months, an upgrade's credit for the current plan's unused paid days, and what is charged; where
 * the period falls; and, when the credit covers the whole price, why a longer duration is needed.
 * Until the quote for this choice is in, the list price is shown with a spinner.
 */
export function PurchasePrice({
  plan,
  months,
  quote,
}: {
  plan: Plan;
  months: number;
  quote: UseQueryResult<PurchaseQuote>;
}) {
  const { t } = useTranslation();
  const current = quote.data && !quote.isPlaceholderData ? quote.data : undefined;
  const credited = current !== undefined && current.credit_amount > 0;
  return (
    <Stack gap="xs">
      <Paper withBorder p="sm">
        <Stack gap={6}>
          {credited && (
            <>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm">{t('subscription.purchase.listAmount')}</Text>
                <Text size="sm" data-testid="purchase-list-amount">
                  {formatTl(current.list_amount)}
                </Text>
              </Group>
              <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                <Text size="sm" c="var(--mantine-color-green-text)" data-testid="purchase-credit">
                  {t('subscription.purchase.credit', {
                    days: current.credit_days ?? 0,
                    plan: current.credit_plan_name ?? '',
                    amount: formatTl(current.credit_amount),
                  })}
                </Text>
                <Text size="sm" c="var(--mantine-color-green-text)" style={{ whiteSpace: 'nowrap' }}>
                  −{formatTl(current.credit_amount)}
                </Text>
              </Group>
            </>
          )}
          <Group justify="space-between" gap="xs">
            <Stack gap={0}>
              <Text size="sm" fw={600}>
                {t('subscription.purchase.total')}
              </Text>
              <Text size="xs" c="dimmed">
                {t('subscription.purchase.totalHint', { price: formatTl(plan.price), count: months })}
              </Text>
            </Stack>
            <Group gap="xs" wrap="nowrap">
              {quote.isFetching && <Loader size="xs" aria-hidden />}
              <Text fw={800} fz={22} aria-live="polite" data-testid="purchase-total">
                {formatTl(current ? current.total_amount : totalTl(plan.price, months))}
              </Text>
            </Group>
          </Group>
          {current && <Placement quote={current} />}
        </Stack>
      </Paper>
      {current?.credit_covers_price && (
        <Alert color="yellow" variant="light" icon={<IconAlertCircle size={18} />} data-testid="purchase-credit-covers">
          {t('subscription.purchase.creditCovers', {
            credit: formatTl(current.credit_amount),
            price: formatTl(current.list_amount),
          })}
        </Alert>
      )}
      {quote.isError && (
        <Text size="sm" c="red" role="alert">
          {errorMessage(quote.error, t('subscription.purchase.quoteFailed'))}
        </Text>
      )}
    </Stack>
  );
}
