import { Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { leaveFrame, type PaymentResult } from './payment-frame';

/** A payment result page loaded inside PayTR's frame: it hands the result to the window around it. */
export function FrameExit({ result }: { result: PaymentResult }) {
  const { t } = useTranslation();
  useEffect(() => leaveFrame(result), [result]);
  return (
    <Center mih="100dvh" data-testid="payment-frame-exit">
      <Stack align="center" gap="xs">
        <Loader />
        <Text size="sm" c="dimmed">
          {t('subscription.result.redirecting')}
        </Text>
      </Stack>
    </Center>
  );
}
