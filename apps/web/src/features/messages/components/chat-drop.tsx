import '@mantine/dropzone/styles.css';
import { Stack, Text, ThemeIcon } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * Files dragged anywhere onto the window while a chat is open land in its composer. Every file
 * goes through the composer's own check (the 50 MB limit), so nothing is refused silently here.
 */
export function ChatDrop({ disabled, onFiles }: { disabled: boolean; onFiles: (files: File[]) => void }) {
  const { t } = useTranslation();
  return (
    <Dropzone.FullScreen
      active={!disabled}
      multiple
      onDrop={() => undefined}
      onDropAny={(accepted, rejected) => onFiles([...accepted, ...rejected.map((rejection) => rejection.file)])}
    >
      <Stack align="center" justify="center" gap="sm" mih="60vh" style={{ pointerEvents: 'none' }}>
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          <IconUpload size={28} />
        </ThemeIcon>
        <Text fw={600}>{t('messages.dropHere')}</Text>
        <Text size="sm" c="dimmed">
          {t('messages.fileHint')}
        </Text>
      </Stack>
    </Dropzone.FullScreen>
  );
}
