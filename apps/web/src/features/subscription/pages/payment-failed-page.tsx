import '../../../i18n/subscription';
import { Button, Group, Text } from '@mantine/core';
import { IconCircleX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FrameExit } from '../components/frame-exit';
import { isInsideFrame } from '../components/payment-frame';
import { PaymentFailure } from '../components/payment-failure';
import { ResultCard, SubscriptionButton } from '../components/result-card';
import { usePaymentPurchase } from '../components/use-payment-purchase';

/** The failure, with the reason PayTR gave once its notification is in, a retry and the way home. */
export function FailedView() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const payment = usePaymentPurchase();
  return (
    <ResultCard
      color="red"
      icon={<IconCircleX size={40} />}
      title={t('subscription.result.failedTitle')}
      testId="payment-failed"
    >
      <Text ta="center">{t('subscription.result.failedBody')}</Text>
      <PaymentFailure purchase={payment.kind === 'failed' ? payment.purchase : undefined} />
      <Group justify="center" gap="sm">
        <SubscriptionButton testId="payment-failed-retry">{t('subscription.result.retry')}</SubscriptionButton>
        <Button
          variant="default"
          onClick={() => void navigate('/', { replace: true })}
          data-testid="payment-failed-home"
        >
          {t('subscription.result.home')}
        </Button>
      </Group>
    </ResultCard>
  );
}

/**
 * /payment-failed: where PayTR sends the browser after a failed card payment (inside its frame,
 * which hands over to the window: FrameExit). The reason PayTR's notification gave (kept on the
 * purchase), the usual causes, a retry that opens the subscription overlay again, and the way home.
 */
export function PaymentFailedPage() {
  const [framed] = useState(isInsideFrame);
  return framed ? <FrameExit result="failed" /> : <FailedView />;
}
