import { Card, Stack, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { CenteredLayout } from '../../../components/centered-layout';

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
