import { AppShell, Divider, NavLink, Stack, Text } from '@mantine/core';
import type { UserPublic } from '@vazife/contract';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { BrandLogo } from '../../components/brand-logo';
import { MessagesNavBadge, useUnreadMessages } from '../../features/messages/components/messages-nav-badge';
import { generalItems, isActive, menuItems, visibleItems, type NavItem } from './nav-items';
import { UserCard } from './user-card';

function SectionLabel({ children }: { children: string }) {
  return (
    <Text size="xs" fw={700} c="dimmed" px="sm" pt="md" pb={6} style={{ letterSpacing: '0.06em' }}>
      {children}
    </Text>
  );
}

/** The desktop sidebar (280 px): brand, MENÜ and GENEL groups, and the user in the footer. */
export function Sidebar({ user, onLogout }: { user: UserPublic; onLogout: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const unread = useUnreadMessages(user);

  const renderItem = (item: NavItem) => {
    const Icon = item.icon;
    const active = isActive(item, pathname);
    return (
      <NavLink
        key={item.key}
        component={Link}
        to={item.to}
        label={t(`nav.${item.key}`)}
        leftSection={<Icon size={20} stroke={1.7} />}
        rightSection={item.key === 'messages' ? <MessagesNavBadge count={unread} /> : undefined}
        active={active}
        aria-current={active ? 'page' : undefined}
        variant="light"
        data-testid={`nav-${item.key}`}
        style={{ borderRadius: 'var(--mantine-radius-md)' }}
      />
    );
  };

  return (
    <>
      <AppShell.Section p="md" pb="sm">
        <BrandLogo size="md" withTagline />
      </AppShell.Section>
      {/* The browser's own scrolling, not Mantine's ScrollArea: that one brings floating-ui (some
          14 kB) to every signed-in first screen, for a list that overflows only on a short window. */}
      <AppShell.Section grow px="sm" style={{ overflowY: 'auto' }}>
        <nav aria-label={t('nav.mainNavigation')}>
          <SectionLabel>{t('nav.menu')}</SectionLabel>
          <Stack gap={4}>{visibleItems(menuItems, user).map(renderItem)}</Stack>
          <SectionLabel>{t('nav.general')}</SectionLabel>
          <Stack gap={4}>
            {visibleItems(generalItems, user).map(renderItem)}
            <NavLink
              component="button"
              type="button"
              label={t('nav.logout')}
              leftSection={<IconLogout size={20} stroke={1.7} />}
              onClick={onLogout}
              c="red"
              data-testid="nav-logout"
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
            />
          </Stack>
        </nav>
      </AppShell.Section>
      <Divider />
      <AppShell.Section p="md">
        <UserCard user={user} />
      </AppShell.Section>
    </>
  );
}
