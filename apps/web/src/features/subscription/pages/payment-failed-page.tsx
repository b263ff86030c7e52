import '../../../i18n/subscription';
import { Button, Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleX, IconPoint } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CenteredLayout } from '../../../components/centered-layout';
import { FrameExit } from '../components/frame-exit';
import { subscriptionParam } from '../components/overlay-store';
import { isInsideFrame } from '../components/payment-frame';

const causes = ['balance', 'details', 'declined', 'connection'] as const;

function FailedView() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <CenteredLayout>
      <Card p={{ base: 'lg', sm: 'xl' }} data-testid="payment-failed">
        <Stack gap="md">
          <Stack align="center" ta="center" gap="sm">
            <ThemeIcon size={64} radius="xl" color="red" variant="light" aria-hidden>
              <IconCircleX size={40} />
            </ThemeIcon>
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {t('subscription.result.failedTitle')}
            </Title>
            <Text>{t('subscription.result.failedBody')}</Text>
          </Stack>
          <List spacing="xs" icon={<IconPoint size={16} aria-hidden />} data-testid="payment-failed-causes">
            {causes.map((cause) => (
              <List.Item key={cause}>{t(`subscription.result.causes.${cause}`)}</List.Item>
            ))}
          </List>
          <Group justify="center" gap="sm">
            <Button
              onClick={() => void navigate(`/dashboard?${subscriptionParam}=1`, { replace: true })}
              data-testid="payment-failed-retry"
            >
              {t('subscription.result.retry')}
            </Button>
            <Button
              variant="default"
              onClick={() => void navigate('/', { replace: true })}
              data-testid="payment-failed-home"
            >
              {t('subscription.result.home')}
            </Button>
          </Group>
        </Stack>
      </Card>
    </CenteredLayout>
  );
}

/**
 * /payment-failed: where PayTR sends the browser after a failed card payment (inside its frame,
 * which hands over to the window: FrameExit). The possible causes, a retry that opens the
 * subscription overlay again, and the way home.
 */
export function PaymentFailedPage() {
  const [framed] = useState(isInsideFrame);
  return framed ? <FrameExit result="failed" /> : <FailedView />;
}
