import '../../../i18n/subscription';
import { Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { IconCircleCheck, IconHourglassHigh, IconReceipt } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CenteredLayout } from '../../../components/centered-layout';
import { ErrorAlert } from '../../../components/error-alert';
import { errorMessage } from '../../../lib/api-error';
import { istanbulDate } from '../../../lib/istanbul-dates';
import { companyKeys, myCompanyQuery } from '../../../lib/my-company';
import { useSession } from '../../../lib/session';
import { refreshSubscription } from '../api/purchase';
import { FrameExit } from '../components/frame-exit';
import { isInsideFrame } from '../components/payment-frame';
import { ResultCard, SubscriptionButton } from '../components/result-card';
import { usePaymentPurchase } from '../components/use-payment-purchase';
import { FailedView } from './payment-failed-page';

/** Seconds before the page goes home by itself, once the server has confirmed the payment. */
export const successRedirectSeconds = 5;

function HomeButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button onClick={() => void navigate('/', { replace: true })} data-testid="payment-success-home">
      {t('subscription.result.homeNow')}
    </Button>
  );
}

/**
 * Paid, as the server says (PayTR's signed notification approved the purchase): the company is
 * asked again for its new end date, then the page goes home after five seconds. The countdown
 * starts here, never before the confirmation, so that nobody is sent home without seeing it.
 */
function PaidView() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useSession()?.user;
  const [seconds, setSeconds] = useState(successRedirectSeconds);
  const [confirmedAt] = useState(Date.now);
  const company = useQuery({ ...myCompanyQuery(), enabled: Boolean(user?.company_id) });

  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: companyKeys.my });
  }, [queryClient]);
  useEffect(() => {
    if (seconds <= 0) {
      void navigate('/', { replace: true });
      return;
    }
    const timer = window.setTimeout(() => setSeconds((left) => left - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [seconds, navigate]);

  // Only an answer asked for after the confirmation carries the new end date.
  const fresh = company.dataUpdatedAt >= confirmedAt && !company.isFetching;
  const endDate = fresh ? istanbulDate(company.data?.subscription_end_date, i18n.language) : '';
  return (
    <ResultCard
      color="green"
      icon={<IconCircleCheck size={40} />}
      title={t('subscription.result.successTitle')}
      testId="payment-success"
    >
      <Stack align="center" ta="center" gap="md">
        <Text data-testid="payment-success-body">{t('subscription.result.successBody')}</Text>
        {endDate && (
          <Text fw={700} data-testid="payment-success-end">
            {t('subscription.result.newEndDate', { date: endDate })}
          </Text>
        )}
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="payment-success-countdown">
          {t('subscription.result.redirectIn', { count: Math.max(seconds, 0) })}
        </Text>
        <HomeButton />
      </Stack>
    </ResultCard>
  );
}

/** Waiting for PayTR's notification: said as it is, and asked again until it arrives (no countdown). */
function WaitingView() {
  const { t } = useTranslation();
  return (
    <ResultCard
      color="blue"
      icon={<IconHourglassHigh size={40} />}
      title={t('subscription.result.waitingTitle')}
      testId="payment-waiting"
    >
      <Stack align="center" ta="center" gap="md">
        <Loader size="sm" aria-hidden />
        <Text aria-live="polite" data-testid="payment-waiting-body">
          {t('subscription.result.waitingBody')}
        </Text>
        <HomeButton />
      </Stack>
    </ResultCard>
  );
}

/** No card payment of this person's is in progress (a bookmark, a reload long after, someone else's screen). */
function NoPaymentView({ error }: { error?: unknown }) {
  const { t } = useTranslation();
  return (
    <ResultCard
      color="gray"
      icon={<IconReceipt size={40} />}
      title={t('subscription.result.noneTitle')}
      testId="payment-none"
    >
      <Text ta="center">{t('subscription.result.noneBody')}</Text>
      {error !== undefined && <ErrorAlert message={errorMessage(error, t('subscription.history.loadFailed'))} />}
      <Group justify="center" gap="sm">
        <SubscriptionButton variant="default" testId="payment-none-subscription">
          {t('subscription.result.openSubscription')}
        </SubscriptionButton>
        <HomeButton />
      </Group>
    </ResultCard>
  );
}

/** The page's payment in the state the server has it: paid, waiting, failed, or none at all. */
function SuccessView() {
  const queryClient = useQueryClient();
  const payment = usePaymentPurchase();
  // The browser's return proves nothing: the purchases and the company are asked again.
  useEffect(() => {
    void refreshSubscription(queryClient);
  }, [queryClient]);
  switch (payment.kind) {
    case 'loading':
      return (
        <CenteredLayout>
          <Center mih={200}>
            <Loader />
          </Center>
        </CenteredLayout>
      );
    case 'paid':
      return <PaidView />;
    case 'waiting':
      return <WaitingView />;
    case 'failed':
      return <FailedView />;
    case 'error':
      return <NoPaymentView error={payment.error} />;
    case 'none':
      return <NoPaymentView />;
  }
}

/**
 * /payment-success: where PayTR sends the browser after a paid card payment (inside its frame,
 * which hands over to the window: FrameExit). It shows the payment's real state, from the server:
 * paid (the new end date, then home after 5 seconds), still waiting for PayTR's notification,
 * failed (with PayTR's reason), or no payment in progress at all.
 */
export function PaymentSuccessPage() {
  const [framed] = useState(isInsideFrame);
  return framed ? <FrameExit result="success" /> : <SuccessView />;
}
