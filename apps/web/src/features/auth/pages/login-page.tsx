import { Alert, Anchor, Box, Container, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../../components/brand-logo';
import { Copyright } from '../../../components/copyright';
import { LanguageToggle } from '../../../components/language-toggle';
import { ThemeToggle } from '../../../components/theme-toggle';
import { LoginForm } from '../components/login-form';
import { PageLoader } from '../../../app/lazy-page';
import { LoginShowcasePanel } from '../components/login-showcase-panel';
import { forgetRegistered, readRegistered } from '../components/registered-state';
import { forgetSessionNotice, readSessionNotice } from '../../../lib/session-notice';

// Shown only on arriving from /register, which has fetched it already (register-form.tsx).
const RegisteredNotice = lazy(() =>
  import('../components/registered-notice').then((module) => ({ default: module.RegisteredNotice })),
);

// The register tab's form (and its segmented control) is fetched when someone opens the tab, or
// points at it: most visits only sign in.
const loadQuickRegister = () => import('../components/quick-register-form');
const QuickRegisterForm = lazy(() => loadQuickRegister().then((module) => ({ default: module.QuickRegisterForm })));

type Tab = 'login' | 'register';

/** Sign-in and quick registration; the showcase panel only from md upwards. */
export function LoginPage() {
  const { t } = useTranslation();
  // Arriving from /register, once: a reload of /login is a plain sign-in page again.
  const [registered] = useState(readRegistered);
  useEffect(forgetRegistered, []);
  // Signed out of every device from another one: said once, not a silent bounce.
  const [sessionNotice] = useState(readSessionNotice);
  useEffect(forgetSessionNotice, []);
  const [tab, setTab] = useState<Tab>('login');

  return (
    <Box mih="100dvh" style={{ display: 'flex' }}>
      <Box w={{ base: '100%', md: '50%' }} mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
        <Group justify="flex-end" p="md" gap="xs">
          <LanguageToggle />
          <ThemeToggle />
        </Group>
        <Container size={440} w="100%" px={{ base: 'md', sm: 'xl' }} style={{ flex: 1 }}>
          <Stack gap="lg" pb="xl">
            <BrandLogo size="lg" withTagline />
            <Stack gap={4}>
              <Title order={1} fz={{ base: 24, sm: 28 }}>
                {t('login.welcome')}
              </Title>
              <Text c="dimmed" size="sm">
                {tab === 'login' ? t('login.subtitle') : t('login.registerSubtitle')}
              </Text>
            </Stack>
            {sessionNotice === 'elsewhere' && (
              <Alert color="orange" variant="light" role="status" data-testid="session-ended-notice">
                {t('login.sessionEndedElsewhere')}
              </Alert>
            )}
            {registered && tab === 'login' && (
              <Suspense fallback={null}>
                <RegisteredNotice registered={registered} />
              </Suspense>
            )}
            <Tabs
              value={tab}
              onChange={(value) => setTab(value === 'register' ? 'register' : 'login')}
              keepMounted={false}
            >
              <Tabs.List grow mb="lg">
                <Tabs.Tab value="login" data-testid="tab-login">
                  {t('login.tabLogin')}
                </Tabs.Tab>
                <Tabs.Tab
                  value="register"
                  data-testid="tab-register"
                  onPointerEnter={() => void loadQuickRegister()}
                  onFocus={() => void loadQuickRegister()}
                >
                  {t('login.tabRegister')}
                </Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="login">
                <LoginForm key={registered?.email} initialEmail={registered?.email} />
              </Tabs.Panel>
              <Tabs.Panel value="register">
                <Suspense fallback={<PageLoader />}>
                  <QuickRegisterForm />
                </Suspense>
              </Tabs.Panel>
            </Tabs>
            {/*
              One way in from here: the register tab. /register is named only inside that tab, for
              what the tab cannot do (joining as a supervisor or manager with the company code).
            */}
            <Text size="sm" c="dimmed" ta="center">
              {tab === 'login' ? (
                <>
                  {t('login.noAccount')}{' '}
                  <Anchor
                    component="button"
                    type="button"
                    fw={600}
                    fz="sm"
                    onClick={() => setTab('register')}
                    onPointerEnter={() => void loadQuickRegister()}
                    data-testid="link-register-tab"
                  >
                    {t('login.noAccountLink')}
                  </Anchor>
                </>
              ) : (
                <>
                  {t('login.codeRegisterPrompt')}{' '}
                  <Anchor href="/register" fw={600} data-testid="link-register">
                    {t('login.codeRegisterLink')}
                  </Anchor>
                </>
              )}
            </Text>
          </Stack>
        </Container>
        <Box py="md">
          <Copyright />
        </Box>
      </Box>
      <LoginShowcasePanel />
    </Box>
  );
}
