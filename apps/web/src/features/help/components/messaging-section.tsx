import { Card, Stack, Text, Title } from '@mantine/core';
import {
  IconChecks,
  IconMessages,
  IconPaperclip,
  IconPin,
  IconSpeakerphone,
  IconUsersGroup,
} from '@tabler/icons-react';
import { messagingLimits } from '@vazife/contract';
import { useTranslation } from 'react-i18next';
import { HelpTopics } from './help-topics';
import { MessagingRules } from './messaging-rules';

const megabytes = Math.round(messagingLimits.fileMaxBytes / 1024 / 1024);

/** Yardım › Mesajlaşma: direct and group messages, bulk, files, ticks, pins, and who writes to whom. */
export function MessagingSection() {
  const { t } = useTranslation();
  const topics = [
    { key: 'direct', icon: <IconMessages size={18} />, title: t('help.msgDirectTitle'), text: t('help.msgDirect') },
    { key: 'groups', icon: <IconUsersGroup size={18} />, title: t('help.msgGroupsTitle'), text: t('help.msgGroups') },
    {
      key: 'bulk',
      icon: <IconSpeakerphone size={18} />,
      title: t('help.msgBulkTitle'),
      text: t('help.msgBulk', { max: messagingLimits.recipientsMax }),
    },
    {
      key: 'files',
      icon: <IconPaperclip size={18} />,
      title: t('help.msgFilesTitle'),
      text: t('help.msgFiles', { mb: megabytes }),
    },
    { key: 'ticks', icon: <IconChecks size={18} />, title: t('help.msgTicksTitle'), text: t('help.msgTicks') },
    {
      key: 'pins',
      icon: <IconPin size={18} />,
      title: t('help.msgPinsTitle'),
      text: t('help.msgPins', { cap: messagingLimits.badgeCap }),
    },
  ];
  return (
    <Stack gap="sm" data-testid="help-messaging">
      <Title order={3} fz="lg">
        {t('help.messagingTitle')}
      </Title>
      <Card p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="lg">
          <Text size="sm">{t('help.messagingIntro')}</Text>
          <HelpTopics topics={topics} testId="help-messaging-topics" />
        </Stack>
      </Card>
      <MessagingRules />
    </Stack>
  );
}
