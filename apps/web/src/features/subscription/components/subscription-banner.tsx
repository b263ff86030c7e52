import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { BannerState } from './banner-state';
import { openSubscription } from './overlay-store';

/**
 * The subscription banner: to the employer the trial's days left ("Deneme sürenizin bitmesine N gün
 * kaldı"), a paid subscription's last week, or its end, each with a way to the overlay; to the
 * others of an ended company, that nothing new can be created.
 */
export function SubscriptionBanner({ state, employer }: { state: BannerState; employer: boolean }) {
  const { t } = useTranslation();
  if (state.kind === 'none') return null;
  const expired = state.kind === 'expired';
  let text: string;
  if (expired) text = employer ? t('subscriptionBanner.expired') : t('subscriptionBanner.expiredStaff');
  else if (state.kind === 'trial')
    text =
      state.days === 0 ? t('subscriptionBanner.trialToday') : t('subscriptionBanner.trialDays', { count: state.days });
  else
    text =
      state.days === 0
        ? t('subscriptionBanner.endingToday')
        : t('subscriptionBanner.endingDays', { count: state.days });
  const urgent = expired || state.days <= 3;
  return (
    <Alert
      mb="md"
      color={expired ? 'red' : urgent ? 'orange' : 'blue'}
      variant="light"
      radius="md"
      icon={expired ? <IconAlertTriangle size={18} /> : <IconClock size={18} />}
      role={expired ? 'alert' : 'status'}
      data-testid="subscription-banner"
      data-kind={state.kind}
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm" fw={600} style={{ flex: '1 1 220px' }}>
          {text}
        </Text>
        {employer && (
          <Button
            size="compact-sm"
            color={expired ? 'red' : urgent ? 'orange' : undefined}
            onClick={openSubscription}
            data-testid="subscription-banner-open"
          >
            {expired ? t('subscriptionBanner.renew') : t('subscriptionBanner.choosePlan')}
          </Button>
        )}
      </Group>
    </Alert>
  );
}
