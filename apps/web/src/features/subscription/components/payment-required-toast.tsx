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
      {/* The server's detail tells whoever called to renew: only the employer can. */}
      <Text size="sm">
        {employer ? (detail ?? t('subscription.paymentRequired.fallback')) : t('subscription.paymentRequired.staff')}
      </Text>
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

/**
 * A 402's toast, once however many calls were refused: to the employer the server's detail and the
 * way to renew, to the staff whom to ask.
 */
export function showPaymentRequired(detail: string | null, employer: boolean): void {
  notifications.show({
    id: toastId,
    color: 'orange',
    withBorder: true,
    autoClose: 8000,
    message: <PaymentRequiredMessage detail={detail} employer={employer} />,
  });
}
