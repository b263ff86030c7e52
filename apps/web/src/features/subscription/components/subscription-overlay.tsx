import '../../../i18n/subscription';
import { Center, Loader, Modal, Stack, Text } from '@mantine/core';
import type { Plan } from '@vazife/contract';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { errorMessage } from '../../../lib/api-error';
import { useMyCompany } from '../../../lib/my-company';
import { useIsPhone } from '../../../lib/use-is-phone';
import { useActivePlans } from '../api/plans';
import { refreshSubscription, type PaytrStart } from '../api/purchase';
import { CurrentSubscription } from './current-subscription';
import { resultPaths, type PaymentResult } from './payment-frame';
import { PlanCards } from './plan-cards';
import { PurchaseHistory } from './purchase-history';

// Each dialog is a chunk of its own, fetched when it first opens.
const PurchaseDialog = lazy(async () => ({ default: (await import('./purchase-dialog')).PurchaseDialog }));
const PaytrModal = lazy(async () => ({ default: (await import('./paytr-modal')).PaytrModal }));

/**
 * The Abonelik overlay (the employer's): the current plan, status, end date and seat use; the plans
 * on sale, cheapest first; the purchase history. Buying opens the purchase dialog above it, and a
 * card payment PayTR's frame above that.
 */
export function SubscriptionOverlay({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const company = useMyCompany();
  const plans = useActivePlans();
  // The dialogs above the overlay: what each is for, kept while it closes, and whether it is open.
  // Mantine's Modal.Stack forgets a modal when it closes, not when it goes away: an unmounted open
  // dialog would stay the stack's top and keep the overlay under it hidden for good.
  const [buying, setBuying] = useState<Plan | null>(null);
  const [buyingOpen, setBuyingOpen] = useState(false);
  const [card, setCard] = useState<PaytrStart | null>(null);
  const [cardOpen, setCardOpen] = useState(false);
  const buy = (plan: Plan) => {
    setBuying(plan);
    setBuyingOpen(true);
  };

  // What the overlay shows is asked again each time it opens: a purchase may have been decided since.
  useEffect(() => {
    void refreshSubscription(queryClient);
  }, [queryClient]);

  const onResult = useCallback(
    (result: PaymentResult) => {
      setCardOpen(false);
      onClose();
      void navigate(resultPaths[result]);
    },
    [navigate, onClose],
  );
  const closeCard = () => {
    setCardOpen(false);
    void refreshSubscription(queryClient);
  };

  return (
    <Modal.Stack>
      <Modal
        opened
        stackId="subscription"
        onClose={onClose}
        title={t('subscription.title')}
        size={1100}
        fullScreen={isPhone}
        data-testid="subscription-overlay"
      >
        <Stack gap="xl">
          <Text size="sm" c="dimmed">
            {t('subscription.subtitle')}
          </Text>
          <CurrentSubscription company={company.data} loading={company.isPending} error={company.error} />
          <Stack gap="sm">
            <Text fw={700} size="lg" component="h3" m={0}>
              {t('subscription.plans.title')}
            </Text>
            {plans.isPending ? (
              <Center mih={120}>
                <Loader />
              </Center>
            ) : plans.isError ? (
              <ErrorAlert
                message={errorMessage(plans.error, t('subscription.plans.loadFailed'))}
                testId="plans-error"
              />
            ) : plans.data.length === 0 ? (
              <Text c="dimmed" size="sm">
                {t('subscription.plans.empty')}
              </Text>
            ) : (
              <PlanCards plans={plans.data} company={company.data} onBuy={buy} />
            )}
          </Stack>
          <PurchaseHistory />
        </Stack>
      </Modal>
      <Suspense fallback={null}>
        {buying && (
          <PurchaseDialog
            key={buying.id}
            stackId="purchase"
            opened={buyingOpen}
            plan={buying}
            company={company.data}
            onClose={() => setBuyingOpen(false)}
            onClosed={() => setBuying(null)}
            onCardStart={(start) => {
              setBuyingOpen(false);
              setCard(start);
              setCardOpen(true);
            }}
          />
        )}
        {card && (
          <PaytrModal
            stackId="paytr"
            opened={cardOpen}
            start={card}
            onClose={closeCard}
            onClosed={() => setCard(null)}
            onResult={onResult}
          />
        )}
      </Suspense>
    </Modal.Stack>
  );
}
