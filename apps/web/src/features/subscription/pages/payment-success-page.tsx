import '../../../i18n/subscription';
import { Button, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { canManageCompany, type Purchase } from '@vazife/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CenteredLayout } from '../../../components/centered-layout';
import { formatDate } from '../../../lib/format';
import { companyKeys, myCompanyQuery } from '../../../lib/my-company';
import { useSession } from '../../../lib/session';
import { useMyPurchases } from '../api/my-purchases';
import { refreshSubscription } from '../api/purchase';
import { FrameExit } from '../components/frame-exit';
import { isInsideFrame, recalledCardPurchase } from '../components/payment-frame';

/** Seconds before the page goes home by itself. */
export const successRedirectSeconds = 5;

/** While the card purchase is not yet confirmed (PayTR's notification is on its way), asked this often. */
const confirmPollMs = 1500;

/** Without the purchase remembered (another tab), the newest card purchase counts if it is this recent. */
const recentCardPurchaseMs = 2 * 60 * 60 * 1000;

/**
 * The card purchase this page is about: the one whose frame was opened in this tab; else the newest
 * card purchase, if it was started within the last two hours (an older one is not this payment).
 */
function cardPurchaseOf(purchases: Purchase[] | undefined, remembered: string | null): Purchase | undefined {
  if (!purchases) return undefined;
  if (remembered) return purchases.find((purchase) => purchase.id === remembered);
  const newest = purchases.find((purchase) => purchase.payment_method === 'kredi_karti');
  return newest && Date.now() - Date.parse(newest.created_at) < recentCardPurchaseMs ? newest : undefined;
}

function SuccessView() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useSession()?.user;
  const employer = Boolean(user && canManageCompany({ role: user.role, approved: user.is_approved }));
  const [remembered] = useState(recalledCardPurchase);
  const [seconds, setSeconds] = useState(successRedirectSeconds);

  const purchases = useMyPurchases({ enabled: employer, refetchInterval: confirmPollMs });
  const purchase = cardPurchaseOf(purchases.data, remembered);
  const confirmed = purchase?.status === 'onaylandi';
  const company = useQuery({ ...myCompanyQuery(), enabled: Boolean(user?.company_id) });

  // The browser's return proves nothing: the company and purchases are asked again, the purchase
  // until the server has marked it paid (PayTR's signed notification), then the company's new end.
  useEffect(() => {
    void refreshSubscription(queryClient);
  }, [queryClient]);
  const [confirmedAt, setConfirmedAt] = useState<number | null>(null);
  useEffect(() => {
    if (!confirmed) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- once, when the server confirms
    setConfirmedAt(Date.now());
    void queryClient.invalidateQueries({ queryKey: companyKeys.my });
  }, [confirmed, queryClient]);

  useEffect(() => {
    if (seconds <= 0) {
      void navigate('/', { replace: true });
      return;
    }
    const timer = window.setTimeout(() => setSeconds((left) => left - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [seconds, navigate]);

  // Only an answer asked for after the confirmation carries the new end date.
  const fresh = confirmedAt !== null && company.dataUpdatedAt >= confirmedAt && !company.isFetching;
  const endDate = fresh ? formatDate(company.data?.subscription_end_date) : '';
  return (
    <CenteredLayout>
      <Card p={{ base: 'lg', sm: 'xl' }} data-testid="payment-success">
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={64} radius="xl" color="green" variant="light" aria-hidden>
            <IconCircleCheck size={40} />
          </ThemeIcon>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {t('subscription.result.successTitle')}
          </Title>
          <Text data-testid="payment-success-body">
            {confirmed || !employer ? t('subscription.result.successBody') : t('subscription.result.waitingBody')}
          </Text>
          {endDate && (
            <Text fw={700} data-testid="payment-success-end">
              {t('subscription.result.newEndDate', { date: endDate })}
            </Text>
          )}
          <Text size="sm" c="dimmed" aria-live="polite" data-testid="payment-success-countdown">
            {t('subscription.result.redirectIn', { count: Math.max(seconds, 0) })}
          </Text>
          <Button onClick={() => void navigate('/', { replace: true })} data-testid="payment-success-home">
            {t('subscription.result.homeNow')}
          </Button>
        </Stack>
      </Card>
    </CenteredLayout>
  );
}

/**
 * /payment-success: where PayTR sends the browser after a paid card payment (inside its frame,
 * which hands over to the window: FrameExit). Home after 5 seconds, or at once with the button.
 */
export function PaymentSuccessPage() {
  const [framed] = useState(isInsideFrame);
  return framed ? <FrameExit result="success" /> : <SuccessView />;
}
