import '../../../i18n/subscription';
import { Alert, Box, Code, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconFlask, IconLock } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../../../lib/use-is-phone';
import type { PaytrStart } from '../api/purchase';
import { paymentResultOf, rememberCardPurchase, type PaymentResult } from './payment-frame';

/** PayTR's documented test cards (its frame fills one in itself in test mode). */
export const testCards = ['4355 0843 5508 4358', '5406 6754 0667 5403', '9792 0303 9444 0796'];

/**
 * PayTR's payment page in a frame: a spinner until it has loaded, a note on its SSL, the test cards
 * when the payment is a test. The frame ends on /payment-success or /payment-failed, whose pages
 * (loaded inside it) post their result here: `onResult` takes the whole window there.
 */
export function PaytrModal({
  start,
  stackId,
  opened = true,
  onClose,
  onClosed,
  onResult,
}: {
  start: PaytrStart;
  stackId?: string;
  opened?: boolean;
  onClose: () => void;
  /** Once it has faded out after closing: the caller may let it go. */
  onClosed?: () => void;
  onResult: (result: PaymentResult) => void;
}) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const [loaded, setLoaded] = useState(false);

  useEffect(() => rememberCardPurchase(start.purchase_id), [start.purchase_id]);
  useEffect(() => {
    const listen = (event: MessageEvent) => {
      const result = paymentResultOf(event);
      if (result) onResult(result);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [onResult]);

  return (
    <Modal
      opened={opened}
      stackId={stackId}
      onClose={onClose}
      onExitTransitionEnd={onClosed}
      title={t('subscription.paytr.title')}
      size={720}
      fullScreen={isPhone}
      closeOnClickOutside={false}
      data-testid="paytr-modal"
    >
      <Stack gap="sm">
        {start.test_mode && (
          <Alert color="grape" variant="light" icon={<IconFlask size={18} />} title={t('subscription.paytr.testTitle')}>
            <Stack gap={4}>
              <Text size="sm">{t('subscription.paytr.testBody')}</Text>
              <Group gap={6}>
                {testCards.map((card) => (
                  <Code key={card} data-testid="paytr-test-card">
                    {card}
                  </Code>
                ))}
              </Group>
              <Text size="xs">{t('subscription.paytr.testCardOwner')}</Text>
            </Stack>
          </Alert>
        )}
        <Box pos="relative" mih={isPhone ? 'calc(100dvh - 220px)' : 560}>
          {!loaded && (
            <Stack
              pos="absolute"
              inset={0}
              align="center"
              justify="center"
              gap="xs"
              role="status"
              data-testid="paytr-loading"
            >
              <Loader />
              <Text size="sm" c="dimmed">
                {t('subscription.paytr.loading')}
              </Text>
            </Stack>
          )}
          <iframe
            src={start.paytr_iframe_url}
            title={t('subscription.paytr.frameTitle')}
            onLoad={() => setLoaded(true)}
            allow="payment"
            style={{
              display: 'block',
              width: '100%',
              height: isPhone ? 'calc(100dvh - 220px)' : 560,
              border: 0,
              visibility: loaded ? 'visible' : 'hidden',
            }}
            data-testid="paytr-frame"
          />
        </Box>
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconLock
            size={16}
            aria-hidden
            style={{ flexShrink: 0, marginTop: 2 }}
            color="var(--mantine-color-green-text)"
          />
          <Text size="xs" c="dimmed" data-testid="paytr-ssl">
            {t('subscription.paytr.ssl')}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {t('subscription.paytr.closeNote')}
        </Text>
      </Stack>
    </Modal>
  );
}
