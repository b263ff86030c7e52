import { Box, Container, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { BrandLogo } from './brand-logo';
import { Copyright } from './copyright';
import { LanguageToggle } from './language-toggle';
import { ThemeToggle } from './theme-toggle';

/** A single centred column with the brand on top: onboarding, registration, operator sign-in. */
export function CenteredLayout({
  children,
  actions,
  size = 460,
}: {
  children: ReactNode;
  actions?: ReactNode;
  size?: number;
}) {
  return (
    <Box mih="100dvh" bg="var(--mantine-color-body)" style={{ display: 'flex', flexDirection: 'column' }}>
      <Group justify="space-between" px={{ base: 'md', sm: 'xl' }} py="md" wrap="nowrap">
        <BrandLogo size="sm" />
        <Group gap="xs" wrap="nowrap">
          {actions}
          <LanguageToggle />
          <ThemeToggle />
        </Group>
      </Group>
      <Container size={size} w="100%" px={{ base: 'md', sm: 'lg' }} py="md" style={{ flex: 1 }}>
        <Stack gap="lg">{children}</Stack>
      </Container>
      <Box py="md">
        <Copyright />
      </Box>
    </Box>
  );
}
