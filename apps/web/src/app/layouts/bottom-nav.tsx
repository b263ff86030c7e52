import { Group, Text, UnstyledButton } from '@mantine/core';
import type { UserPublic } from '@vazife/contract';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { MessagesNavBadge, useUnreadMessages } from '../../features/messages/components/messages-nav-badge';
import { bottomItems, isActive, visibleItems } from './nav-items';

/** The phone's bottom navigation bar. */
export function BottomNav({ user }: { user: UserPublic }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const unread = useUnreadMessages(user);
  const items = visibleItems(bottomItems, user);
  // The employer's six tabs share 360 px: a size smaller, and a long name ends in "…" rather than overlap.
  const crowded = items.length > 5;
  return (
    <Group component="nav" aria-label={t('nav.mainNavigation')} h="100%" gap={0} grow wrap="nowrap" px="xs">
      {items.map((item) => {
        const Icon = item.icon;
        const active = isActive(item, pathname);
        return (
          <UnstyledButton
            key={item.key}
            component={Link}
            to={item.to}
            aria-current={active ? 'page' : undefined}
            data-testid={`bottom-nav-${item.key}`}
            py={6}
            style={{
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              gap: 2,
              minWidth: 0,
              borderRadius: 'var(--mantine-radius-md)',
              // The brand's text shade: shade 6 on light, 4 on dark, both AA on the bar.
              color: active ? 'var(--mantine-color-brand-text)' : 'var(--mantine-color-dimmed)',
            }}
          >
            <span style={{ position: 'relative', display: 'inline-flex' }}>
              <Icon size={22} stroke={active ? 2.2 : 1.7} />
              {item.key === 'messages' && <MessagesNavBadge count={unread} compact />}
            </span>
            {/* Four to six tabs share 360 px: one line each, a little smaller than xs. */}
            <Text
              fz={crowded ? 10 : 11}
              lh={1.3}
              fw={active ? 700 : 500}
              c="inherit"
              maw="100%"
              style={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
            >
              {t(`nav.${item.key}`)}
            </Text>
          </UnstyledButton>
        );
      })}
    </Group>
  );
}
