import { Box, Group, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The header's note that screens poll every 3 s: a dot and a word on phones (the full sentence in
 * its tooltip and for screen readers), the sentence on wider screens.
 */
export function LiveStatusNote() {
  const { t } = useTranslation();
  return (
    <Tooltip label={t('live.polling')} events={{ hover: true, focus: true, touch: true }}>
      <Group gap={6} wrap="nowrap" role="status" data-testid="live-status" tabIndex={0} style={{ flexShrink: 0 }}>
        <Box
          aria-hidden
          w={8}
          h={8}
          style={{
            borderRadius: '50%',
            flexShrink: 0,
            background: 'light-dark(var(--mantine-color-orange-8), var(--mantine-color-orange-4))',
          }}
        />
        <Text size="xs" c="dimmed" visibleFrom="sm">
          {t('live.polling')}
        </Text>
        <Text size="xs" c="dimmed" hiddenFrom="sm" aria-label={t('live.polling')}>
          {t('live.pollingShort')}
        </Text>
      </Group>
    </Tooltip>
  );
}
