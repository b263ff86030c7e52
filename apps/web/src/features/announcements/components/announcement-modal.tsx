import { Button, Group, Image, Modal, Stack, Text } from '@mantine/core';
import type { Announcement } from '@vazife/contract';
import { IconEye, IconPaperclip, IconTrash } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileDownloadRow } from '../../../components/file-download-row';
import { RoleBadge } from '../../../components/role-badge';

interface AnnouncementModalProps {
  announcement: Announcement | null;
  /** Its creator and the employer: who read it, and deleting it. */
  manages: boolean;
  onClose: () => void;
  onShowReads: (id: string) => void;
  onDelete: (announcement: Announcement) => void;
}

/**
 * An opened announcement: its whole text, its image shown (fetched only now) or its file to
 * download, and for its creator and the employer the readers and the delete button.
 */
export function AnnouncementModal({ announcement, manages, onClose, onShowReads, onDelete }: AnnouncementModalProps) {
  const { t } = useTranslation();
  const [imageFailed, setImageFailed] = useState<string | null>(null);
  const a = announcement;
  return (
    <Modal opened={a !== null} onClose={onClose} title={a?.title} size="lg" centered>
      {a && (
        <Stack gap="sm">
          <Group gap="xs" wrap="wrap">
            <Text size="xs" c="dimmed">
              {t('announcements.by', { name: a.creator_name, date: dayjs(a.created_at).format('D MMMM YYYY HH:mm') })}
            </Text>
            <RoleBadge role={a.creator_role} size="sm" />
          </Group>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {a.description}
          </Text>
          {a.attachment_url && a.attachment_name && (
            <Stack gap="xs">
              {a.attachment_type === 'image' &&
                (imageFailed === a.id ? (
                  <Text c="red" size="sm">
                    {t('announcements.imageFailed')}
                  </Text>
                ) : (
                  <Image
                    src={a.attachment_url}
                    alt={t('announcements.preview', { file: a.attachment_name })}
                    fit="contain"
                    mah="60vh"
                    radius="sm"
                    onError={() => setImageFailed(a.id)}
                  />
                ))}
              <FileDownloadRow
                leading={<IconPaperclip size={16} aria-hidden />}
                name={a.attachment_name}
                url={a.attachment_url}
                downloadLabel={t('announcements.download')}
              />
            </Stack>
          )}
          {manages && (
            <Group justify="space-between" mt="sm" wrap="wrap">
              <Button variant="light" leftSection={<IconEye size={16} />} onClick={() => onShowReads(a.id)}>
                {a.read_count !== null && a.total_members !== null
                  ? t('announcements.showReadsCount', { count: a.read_count, total: a.total_members })
                  : t('announcements.showReads')}
              </Button>
              <Button variant="subtle" color="red" leftSection={<IconTrash size={16} />} onClick={() => onDelete(a)}>
                {t('announcements.delete')}
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Modal>
  );
}
