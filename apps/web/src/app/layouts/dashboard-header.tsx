import { Box, Group, Stack, Text } from '@mantine/core';
import type { UserPublic } from '@vazife/contract';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../components/brand-logo';
import { ThemeToggle } from '../../components/theme-toggle';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { SearchButton } from '../../features/search/components/search-button';
import { SubscriptionButton } from '../../features/subscription/components/subscription-button';
import { dayPart, firstName, formatLongToday, formatShortToday } from '../../lib/format';
import { useIsPhone } from '../../lib/use-is-phone';
import { LiveStatusIndicator } from './live-status-indicator';
import { ProfileMenu } from './profile-menu';

/** Greeting, the search, the live stream's note when it is down, the notification bell, theme
 * toggle and (on phones) the profile menu. */
export function DashboardHeader({ user, onLogout }: { user: UserPublic; onLogout: () => void }) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  return (
    <Group h="100%" px={{ base: 'sm', sm: 'lg' }} justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
        <Box hiddenFrom="sm" style={{ flexShrink: 0 }}>
          <BrandLogo size="sm" markOnly />
        </Box>
        <Stack gap={0} style={{ minWidth: 0 }}>
          {/* At 360 px beside four buttons a long first name was cut to "Merhaba, Abdur…": on phones
              the greeting is smaller and wraps to a second line instead. */}
          <Text
            fw={700}
            fz={{ base: 'sm', sm: 'md' }}
            lh={1.25}
            lineClamp={2}
            style={{ overflowWrap: 'anywhere' }}
            data-testid="greeting"
          >
            {t('greeting.hello', { name: firstName(user.name) })}
          </Text>
          {/* At 360 px beside the buttons "İyi akşamlar · 7 Ara Pzt" was cut to "7 Ar…": a phone
              shows the short date alone, whole; the greeting above already greets. */}
          <Text
            size="xs"
            c="dimmed"
            truncate={!phone}
            style={phone ? { whiteSpace: 'nowrap' } : undefined}
            data-testid="header-date"
          >
            {phone ? formatShortToday() : `${t(`greeting.${dayPart()}`)} · ${formatLongToday()}`}
          </Text>
        </Stack>
      </Group>
      <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
        <SubscriptionButton user={user} />
        <SearchButton />
        <LiveStatusIndicator />
        <NotificationBell />
        <ThemeToggle />
        <ProfileMenu user={user} onLogout={onLogout} />
      </Group>
    </Group>
  );
}
