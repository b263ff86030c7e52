import { Alert, List, Stack, Text } from '@mantine/core';
import type { Purchase } from '@vazife/contract';
import { IconAlertTriangle, IconPoint } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const causes = ['balance', 'details', 'declined', 'connection'] as const;

/**
 * Why a card payment failed: the reason PayTR's notification gave (`failed_reason_msg`, or the
 * reason the purchase was closed with), then the usual causes; without a purchase, the causes alone.
 */
export function PaymentFailure({ purchase }: { purchase: Purchase | undefined }) {
  const { t } = useTranslation();
  const reason = purchase?.failed_reason_msg ?? purchase?.rejection_reason ?? null;
  return (
    <Stack gap="sm">
      {reason && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title={t('subscription.result.reasonTitle')}
          data-testid="payment-failed-reason"
        >
          <Text size="sm" fw={600}>
            {reason}
          </Text>
          {purchase?.failed_reason_code && (
            <Text size="xs">{t('subscription.result.reasonCode', { code: purchase.failed_reason_code })}</Text>
          )}
        </Alert>
      )}
      <Text size="sm">{reason ? t('subscription.result.otherCausesTitle') : t('subscription.result.causesTitle')}</Text>
      <List spacing="xs" icon={<IconPoint size={16} aria-hidden />} data-testid="payment-failed-causes">
        {causes.map((cause) => (
          <List.Item key={cause}>{t(`subscription.result.causes.${cause}`)}</List.Item>
        ))}
      </List>
    </Stack>
  );
}
