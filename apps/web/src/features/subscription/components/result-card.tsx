import { Button, Card, Stack, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { CenteredLayout } from '../../../components/centered-layout';
import { subscriptionParam } from './overlay-store';

/** A payment result page's card: its icon in a colour, its title, what it says and its buttons. */
export function ResultCard({
  color,
  icon,
  title,
  testId,
  children,
}: {
  color: string;
  icon: ReactNode;
  title: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <CenteredLayout>
      <Card p={{ base: 'lg', sm: 'xl' }} data-testid={testId}>
        <Stack gap="md">
          <Stack align="center" ta="center" gap="sm">
            <ThemeIcon size={64} radius="xl" color={color} variant="light" aria-hidden>
              {icon}
            </ThemeIcon>
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {title}
            </Title>
          </Stack>
          {children}
        </Stack>
      </Card>
    </CenteredLayout>
  );
}

/** A result page's way to the Abonelik overlay on the dashboard (the retry, "Aboneliği aç"). */
export function SubscriptionButton({
  variant,
  testId,
  children,
}: {
  variant?: 'default';
  testId: string;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <Button
      variant={variant}
      onClick={() => void navigate(`/dashboard?${subscriptionParam}=1`, { replace: true })}
      data-testid={testId}
    >
      {children}
    </Button>
  );
}
