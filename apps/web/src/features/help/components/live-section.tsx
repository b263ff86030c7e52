import { Card, Stack, Title } from '@mantine/core';
import { IconBell, IconBolt, IconMessageCircle } from '@tabler/icons-react';
import { messagingLimits } from '@vazife/contract';
import { useTranslation } from 'react-i18next';
import { HelpTopics } from './help-topics';

/** Yardım › Canlı güncellemeler ve bildirimler: what arrives by itself, the bell and the message toast. */
export function LiveSection() {
  const { t } = useTranslation();
  const topics = [
    { key: 'live', icon: <IconBolt size={18} />, title: t('help.liveUpdatesTitle'), text: t('help.liveUpdates') },
    { key: 'bell', icon: <IconBell size={18} />, title: t('help.liveBellTitle'), text: t('help.liveBell') },
    {
      key: 'toast',
      icon: <IconMessageCircle size={18} />,
      title: t('help.liveToastTitle'),
      text: t('help.liveToast', { seconds: messagingLimits.toastMs / 1000 }),
    },
  ];
  return (
    <Stack gap="sm" data-testid="help-live">
      <Title order={3} fz="lg">
        {t('help.liveTitle')}
      </Title>
      <Card p={{ base: 'md', sm: 'lg' }}>
        <HelpTopics topics={topics} testId="help-live-topics" />
      </Card>
    </Stack>
  );
}
