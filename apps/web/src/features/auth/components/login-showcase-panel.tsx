import { Box, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense } from 'react';

const LoginShowcase = lazy(() => import('./login-showcase').then((module) => ({ default: module.LoginShowcase })));

/**
 * The showcase beside the sign-in form, from md upwards. Its code is fetched
 * only on a screen wide enough to show it, after the form is up: a phone never loads it.
 */
export function LoginShowcasePanel() {
  const theme = useMantineTheme();
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.md})`);
  return (
    <Box
      visibleFrom="md"
      w="50%"
      mih="100dvh"
      pos="sticky"
      top={0}
      style={{ alignSelf: 'flex-start', height: '100dvh' }}
    >
      {wide && (
        <Suspense fallback={null}>
          <LoginShowcase />
        </Suspense>
      )}
    </Box>
  );
}
