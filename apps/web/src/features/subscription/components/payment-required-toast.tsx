import '../../../i18n/subscription';
import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { openSubscription } from './overlay-store';

const toastId = 'payment-required';

function PaymentRequiredMessage({ detail, employer }: { detail: string | null; employer: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6} align="flex-start">
      <Text size="sm">{detail ?? t('subscription.paymentRequired.fallback')}</Text>
      {employer && (
        <Button
          size="compact-sm"
          color="orange"
          onClick={() => {
            notifications.hide(toastId);
            openSubscription();
          }}
          data-testid="payment-required-open"
        >
          {t('subscription.paymentRequired.open')}
        </Button>
      )}
    </Stack>
  );
}

/** A 402's toast, once however many calls were refused: the server's detail, and the employer's way to renew. */
export function showPaymentRequired(detail: string | null, employer: boolean): void {
  notifications.show({
    id: toastId,
    color: 'orange',
    withBorder: true,
    autoClose: 8000,
    message: <PaymentRequiredMessage detail={detail} employer={employer} />,
  });
}
