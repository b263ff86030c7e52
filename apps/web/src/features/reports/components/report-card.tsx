import { Card, Group, Image, Spoiler, Stack, Text, UnstyledButton } from '@mantine/core';
import type { Report } from '@vazife/contract';
import { IconFile, IconFileSpreadsheet, IconFileText, IconFileTypePdf, IconPhoto } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FileDownloadRow } from '../../../components/file-download-row';
import { ReportTypeBadge } from './report-type-badge';

const fileIcons = {
  image: IconPhoto,
  pdf: IconFileTypePdf,
  document: IconFileText,
  spreadsheet: IconFileSpreadsheet,
  text: IconFile,
} as const;

interface ReportCardProps {
  report: Report;
  /** Readers see who wrote it; a worker's own list does not repeat their name. */
  showAuthor: boolean;
  onPreview: (report: Report) => void;
  /** False where a dialog's title already names the report (report-modal.tsx). */
  titled?: boolean;
}

/** One report: its type, title, author and time, content, and its file to preview or download. */
export function ReportCard({ report, showAuthor, onPreview, titled = true }: ReportCardProps) {
  const { t } = useTranslation();
  const date = dayjs(report.created_at).format('D MMMM YYYY HH:mm');
  const FileIcon = report.file_type ? fileIcons[report.file_type] : IconFile;
  return (
    <Card withBorder p="md" component="article" aria-label={report.title} data-testid="report-card">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2} style={{ minWidth: 0 }}>
            {titled && (
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {report.title}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              {showAuthor ? t('reports.by', { name: report.user_name, date }) : date}
            </Text>
          </Stack>
          <ReportTypeBadge type={report.type} />
        </Group>
        <Spoiler maxHeight={72} showLabel="…" hideLabel="−">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {report.content}
          </Text>
        </Spoiler>
        {report.file_url && report.file_name && (
          <FileDownloadRow
            leading={
              report.file_type === 'image' ? (
                <UnstyledButton
                  onClick={() => onPreview(report)}
                  aria-label={t('reports.preview', { file: report.file_name })}
                >
                  {report.thumbnail_url ? (
                    <Image src={report.thumbnail_url} alt="" w={64} h={64} radius="sm" fit="cover" />
                  ) : (
                    <IconPhoto size={32} />
                  )}
                </UnstyledButton>
              ) : (
                <FileIcon size={24} aria-label={t(`reports.fileTypes.${report.file_type ?? 'document'}`)} />
              )
            }
            name={report.file_name}
            url={report.file_url}
            downloadLabel={t('reports.download')}
          />
        )}
      </Stack>
    </Card>
  );
}
