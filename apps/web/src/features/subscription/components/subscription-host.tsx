import { canManageCompany, type UserPublic } from '@vazife/contract';
import { Box } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { companyKeys, useMyCompany } from '../../../lib/my-company';
import { onPaymentRequired } from '../../../lib/payment-required';
import { bannerStateOf } from './banner-state';
import { closeSubscription, openSubscription, subscriptionParam, useSubscriptionOpened } from './overlay-store';
import { SubscriptionBanner } from './subscription-banner';

// The overlay and the 402 toast (with the subscription screens' texts) are fetched when there is
// something to show. The banner comes with the shell (its texts are the app's): it is drawn above
// the first screen of every employer in trial, and fetched on its own it was two requests one
// after the other (the banner, then those texts) between the dashboard's code and its first paint.
const SubscriptionOverlay = lazy(async () => ({
  default: (await import('./subscription-overlay')).SubscriptionOverlay,
}));

const isEmployer = (user: UserPublic) => canManageCompany({ role: user.role, approved: user.is_approved });

/**
 * The Abonelik overlay's place in the shell (the employer's; opened through overlay-store.ts or
 * `/dashboard?subscription=1`), and the answer to a 402 anywhere: the server's detail in a toast,
 * with a way to the overlay for the employer, and the company asked again so that the banner shows.
 */
export function SubscriptionHost({ user }: { user: UserPublic }) {
  const employer = isEmployer(user);
  const opened = useSubscriptionOpened();
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const asked = params.has(subscriptionParam);

  useEffect(() => {
    if (!asked) return;
    if (employer) openSubscription();
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(subscriptionParam);
        return next;
      },
      { replace: true },
    );
  }, [asked, employer, setParams]);

  useEffect(
    () =>
      onPaymentRequired((detail) => {
        void queryClient.invalidateQueries({ queryKey: companyKeys.my });
        void import('./payment-required-toast').then(
          ({ showPaymentRequired }) => showPaymentRequired(detail, employer),
          () => undefined,
        );
      }),
    [queryClient, employer],
  );

  // Signing out (the shell goes) closes it, so that the next person does not find it open.
  useEffect(() => closeSubscription, []);

  if (!employer || !opened) return null;
  return (
    <Suspense fallback={null}>
      <SubscriptionOverlay onClose={closeSubscription} />
    </Suspense>
  );
}

/** The banner's height on the document, for a screen that fills the window below it (Mesajlar). */
const bannerHeightVariable = '--subscription-banner-height';

function useBannerHeightVariable(height: number) {
  useEffect(() => {
    const root = document.documentElement.style;
    root.setProperty(bannerHeightVariable, `${height}px`);
    return () => void root.removeProperty(bannerHeightVariable);
  }, [height]);
}

/** Above every tab: the trial's days left, a subscription in its last week, or one that has ended. */
export function SubscriptionBannerSlot({ user }: { user: UserPublic }) {
  const employer = isEmployer(user);
  const company = useMyCompany();
  const state = bannerStateOf(company.data, employer);
  const { ref, height } = useElementSize();
  useBannerHeightVariable(state.kind === 'none' ? 0 : height);
  if (state.kind === 'none') return null;
  // flow-root: the banner's own margin below it counts in the height.
  return (
    <Box ref={ref} style={{ display: 'flow-root' }}>
      <SubscriptionBanner state={state} employer={employer} />
    </Box>
  );
}
