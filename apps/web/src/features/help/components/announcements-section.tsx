import { Card, Stack, Text, Title } from '@mantine/core';
import { IconEye, IconMailOpened, IconPaperclip, IconSpeakerphone, IconTrash } from '@tabler/icons-react';
import { fileAreas } from '@vazife/contract';
import { useTranslation } from 'react-i18next';
import { HelpTopics } from './help-topics';

const megabytes = Math.round(fileAreas.announcements.groups[0].maxBytes / 1024 / 1024);

/** Yardım › Duyurular: who publishes and who sees, being read, the readers' list, the attachment, deletion. */
export function AnnouncementsSection() {
  const { t } = useTranslation();
  const topics = [
    { key: 'who', icon: <IconSpeakerphone size={18} />, title: t('help.annWhoTitle'), text: t('help.annWho') },
    { key: 'read', icon: <IconMailOpened size={18} />, title: t('help.annReadTitle'), text: t('help.annRead') },
    { key: 'readers', icon: <IconEye size={18} />, title: t('help.annReadersTitle'), text: t('help.annReaders') },
    {
      key: 'files',
      icon: <IconPaperclip size={18} />,
      title: t('help.annFilesTitle'),
      text: t('help.annFiles', { mb: megabytes }),
    },
    { key: 'delete', icon: <IconTrash size={18} />, title: t('help.annDeleteTitle'), text: t('help.annDelete') },
  ];
  return (
    <Stack gap="sm" data-testid="help-announcements">
      <Title order={3} fz="lg">
        {t('help.announcementsTitle')}
      </Title>
      <Card p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="lg">
          <Text size="sm">{t('help.announcementsIntro')}</Text>
          <HelpTopics topics={topics} testId="help-announcements-topics" />
        </Stack>
      </Card>
    </Stack>
  );
}
