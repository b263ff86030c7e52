import { Alert, Center, Group, Loader, Modal, ScrollArea, Stack, Tabs, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { RoleBadge } from '../../../components/role-badge';
import { UserAvatar } from '../../../components/user-avatar';
import { errorMessage } from '../../../lib/api-error';
import { useAnnouncementReads } from '../api/announcement-reads';

/** Who read the announcement and when, and who has not yet: its creator's and the employer's view. */
export function ReadsModal({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const reads = useAnnouncementReads(id);
  const data = reads.data;
  return (
    <Modal opened={id !== null} onClose={onClose} title={t('announcements.reads.title')} centered>
      {reads.isPending ? (
        <Center mih={120}>
          <Loader />
        </Center>
      ) : reads.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {errorMessage(reads.error, t('announcements.reads.failed'))}
        </Alert>
      ) : (
        data && (
          <Stack gap="sm">
            <Text size="sm">
              {t('announcements.reads.summary', { count: data.read_count, total: data.total_members })}
            </Text>
            <Tabs defaultValue="read">
              <Tabs.List grow>
                <Tabs.Tab value="read">{t('announcements.reads.read', { count: data.read.length })}</Tabs.Tab>
                <Tabs.Tab value="unread">{t('announcements.reads.unread', { count: data.unread.length })}</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="read" pt="sm">
                <ScrollArea.Autosize mah="50vh">
                  <Stack gap="xs" data-testid="readers">
                    {data.read.length === 0 && <Text c="dimmed">{t('announcements.reads.noneRead')}</Text>}
                    {data.read.map((person) => (
                      <Group key={person.user_id} gap="sm" wrap="nowrap">
                        <UserAvatar name={person.name} size="sm" />
                        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                          <Text size="sm" truncate>
                            {person.name}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {dayjs(person.read_at).format('D MMMM YYYY HH:mm')}
                          </Text>
                        </Stack>
                        <RoleBadge role={person.role} size="sm" />
                      </Group>
                    ))}
                  </Stack>
                </ScrollArea.Autosize>
              </Tabs.Panel>
              <Tabs.Panel value="unread" pt="sm">
                <ScrollArea.Autosize mah="50vh">
                  <Stack gap="xs" data-testid="non-readers">
                    {data.unread.length === 0 && <Text c="dimmed">{t('announcements.reads.everyoneRead')}</Text>}
                    {data.unread.map((person) => (
                      <Group key={person.user_id} gap="sm" wrap="nowrap">
                        <UserAvatar name={person.name} size="sm" />
                        <Text size="sm" truncate style={{ flex: 1 }}>
                          {person.name}
                        </Text>
                        <RoleBadge role={person.role} size="sm" />
                      </Group>
                    ))}
                  </Stack>
                </ScrollArea.Autosize>
              </Tabs.Panel>
            </Tabs>
          </Stack>
        )
      )}
    </Modal>
  );
}
