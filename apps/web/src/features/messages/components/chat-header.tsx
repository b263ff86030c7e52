import { ActionIcon, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconArrowLeft, IconPin, IconPinnedOff, IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../components/user-avatar';
import type { ChatTarget } from '../api/keys';
import { usePinConversation } from '../api/pin-conversation';
import { notifyFailure } from '../../../lib/payment-required';

interface ChatHeaderProps {
  target: ChatTarget;
  name: string;
  subtitle?: string;
  pinned: boolean;
  /** Phones: back to the list (the list and the chat are separate screens there). */
  onBack?: () => void;
  onGroupSettings?: () => void;
}

export function ChatHeader({ target, name, subtitle, pinned, onBack, onGroupSettings }: ChatHeaderProps) {
  const { t } = useTranslation();
  const pin = usePinConversation();
  const pinLabel = pinned ? t('messages.unpin') : t('messages.pin');
  const onPin = () =>
    pin.mutate({ target, pinned: !pinned }, { onError: (error) => notifyFailure(error, t('messages.pinFailed')) });
  return (
    <Group
      gap="sm"
      wrap="nowrap"
      px="sm"
      py={10}
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      data-testid="chat-header"
    >
      {onBack && (
        <ActionIcon variant="subtle" size="lg" onClick={onBack} aria-label={t('messages.back')} data-testid="chat-back">
          <IconArrowLeft size={20} />
        </ActionIcon>
      )}
      <UserAvatar name={name} size={40} radius={target.kind === 'group' ? 'md' : 'xl'} />
      <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
        <Text fw={700} truncate data-testid="chat-title">
          {name}
        </Text>
        {subtitle && (
          <Text size="xs" c="dimmed" truncate>
            {subtitle}
          </Text>
        )}
      </Stack>
      <Tooltip label={pinLabel} withArrow>
        <ActionIcon
          variant={pinned ? 'light' : 'subtle'}
          size="lg"
          onClick={onPin}
          loading={pin.isPending}
          aria-label={pinLabel}
          aria-pressed={pinned}
          data-testid="chat-pin"
        >
          {pinned ? <IconPinnedOff size={18} /> : <IconPin size={18} />}
        </ActionIcon>
      </Tooltip>
      {onGroupSettings && (
        <Tooltip label={t('messages.groupSettings')} withArrow>
          <ActionIcon
            variant="subtle"
            size="lg"
            onClick={onGroupSettings}
            aria-label={t('messages.groupSettings')}
            data-testid="chat-group-settings"
          >
            <IconSettings size={18} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
