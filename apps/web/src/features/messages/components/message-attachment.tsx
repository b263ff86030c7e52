import { ActionIcon, Anchor, Group, Image, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import type { Message } from '@vazife/contract';
import { IconDownload, IconFileText } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from './file-limits';

/** A message's file: images and videos inline, documents as a card with a download button. */
export function MessageAttachment({ message }: { message: Message }) {
  const { t } = useTranslation();
  const url = message.file_url;
  if (!url || message.message_type === 'text') return null;
  const name = message.file_name ?? t('messages.preview.file');

  if (message.message_type === 'image') {
    return (
      <Anchor href={url} target="_blank" rel="noopener noreferrer" aria-label={t('messages.openImage')} display="block">
        <Image
          src={message.thumbnail_url ?? url}
          alt={name}
          radius="md"
          maw={260}
          mah={260}
          fit="cover"
          data-testid="message-image"
        />
      </Anchor>
    );
  }
  if (message.message_type === 'video') {
    return (
      <video
        src={url}
        controls
        preload="metadata"
        style={{ display: 'block', maxWidth: '100%', width: 280, borderRadius: 8, background: 'black' }}
        aria-label={name}
        data-testid="message-video"
      />
    );
  }
  return (
    <Paper withBorder radius="md" p="xs" maw={280} data-testid="message-file" c="var(--mantine-color-text)">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon variant="light" size={38} radius="md" aria-hidden>
          <IconFileText size={20} />
        </ThemeIcon>
        <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
          <Text size="sm" fw={600} truncate title={name}>
            {name}
          </Text>
          <Text size="xs" c="dimmed">
            {formatBytes(message.file_size)}
          </Text>
        </Stack>
        <ActionIcon
          component="a"
          href={url}
          download={name}
          target="_blank"
          rel="noopener noreferrer"
          variant="subtle"
          aria-label={`${t('messages.download')}: ${name}`}
        >
          <IconDownload size={18} />
        </ActionIcon>
      </Group>
    </Paper>
  );
}
