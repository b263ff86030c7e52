import { Card, Stack, Tabs } from '@mantine/core';
import { IconLock, IconMessages, IconPalette, IconUser } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../../../lib/use-is-phone';
import { PageHeader } from '../../../components/page-header';
import { phoneTabStyles } from '../../../components/phone-tab-styles';
import { useSession } from '../../../lib/session';
import { AppearancePanel } from '../components/appearance-panel';
import { PasswordForm } from '../components/password-form';
import { ProfileForm } from '../components/profile-form';
import { SessionsPanel } from '../components/sessions-panel';

// The employer's tab has its own chunk: nobody else downloads it.
const MessagingPolicyPanel = lazy(async () => ({
  default: (await import('../components/messaging-policy-panel')).MessagingPolicyPanel,
}));

/** Ayarlar: Profil, Şifre and Görünüm tabs, and the employer's Mesajlaşma rule. */
export function SettingsPage() {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const session = useSession();
  if (!session) return null;
  const isEmployer = session.user.role === 'isveren' && session.user.is_approved;
  return (
    <Stack gap="lg">
      <PageHeader title={t('settings.title')} subtitle={t('settings.subtitle')} />
      <Card p={{ base: 'md', sm: 'lg' }}>
        <Tabs defaultValue="profile" keepMounted={false} styles={isPhone ? phoneTabStyles : undefined}>
          <Tabs.List mb="lg">
            <Tabs.Tab
              value="profile"
              leftSection={isPhone ? undefined : <IconUser size={16} />}
              data-testid="settings-tab-profile"
            >
              {t('settings.tabProfile')}
            </Tabs.Tab>
            <Tabs.Tab
              value="password"
              leftSection={isPhone ? undefined : <IconLock size={16} />}
              data-testid="settings-tab-password"
            >
              {t('settings.tabPassword')}
            </Tabs.Tab>
            <Tabs.Tab
              value="appearance"
              leftSection={isPhone ? undefined : <IconPalette size={16} />}
              data-testid="settings-tab-appearance"
            >
              {t('settings.tabAppearance')}
            </Tabs.Tab>
            {isEmployer && (
              <Tabs.Tab
                value="messaging"
                leftSection={isPhone ? undefined : <IconMessages size={16} />}
                data-testid="settings-tab-messaging"
              >
                {t('settings.tabMessaging')}
              </Tabs.Tab>
            )}
          </Tabs.List>
          <Tabs.Panel value="profile">
            <ProfileForm key={session.user.id} user={session.user} />
          </Tabs.Panel>
          <Tabs.Panel value="password">
            <PasswordForm />
            <SessionsPanel />
          </Tabs.Panel>
          <Tabs.Panel value="appearance">
            <AppearancePanel />
          </Tabs.Panel>
          {isEmployer && (
            <Tabs.Panel value="messaging">
              <Suspense fallback={null}>
                <MessagingPolicyPanel />
              </Suspense>
            </Tabs.Panel>
          )}
        </Tabs>
      </Card>
    </Stack>
  );
}
