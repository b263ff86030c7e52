import { Anchor, AspectRatio, Box, Group, Image, Paper, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import type { EvidenceFile } from '@vazife/contract';
import { IconDownload, IconFileText, IconPhotoOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fileKindOf, formatFileSize } from './task-format';

function ImageTile({ file }: { file: EvidenceFile }) {
  const { t } = useTranslation();
  const [broken, setBroken] = useState(false);
  if (broken) {
    return (
      <AspectRatio ratio={4 / 3}>
        <Stack align="center" justify="center" gap={4} bg="var(--mantine-color-default-hover)">
          <IconPhotoOff size={24} aria-hidden />
          <Text size="xs" c="dimmed">
            {t('tasks.files.imageFailed')}
          </Text>
        </Stack>
      </AspectRatio>
    );
  }
  return (
    <Anchor href={file.url} target="_blank" rel="noopener noreferrer" title={t('tasks.detail.openImage')}>
      <AspectRatio ratio={4 / 3}>
        <Image
          src={file.thumbnail_url ?? file.url}
          alt={file.filename}
          fit="cover"
          radius="sm"
          onError={() => setBroken(true)}
        />
      </AspectRatio>
    </Anchor>
  );
}

function VideoTile({ file }: { file: EvidenceFile }) {
  return (
    <AspectRatio ratio={4 / 3}>
      <video
        src={file.url}
        controls
        preload="metadata"
        aria-label={file.filename}
        style={{ width: '100%', height: '100%', background: 'black', borderRadius: 'var(--mantine-radius-sm)' }}
      />
    </AspectRatio>
  );
}

function DocumentTile({ file }: { file: EvidenceFile }) {
  const { t, i18n } = useTranslation();
  return (
    <AspectRatio ratio={4 / 3}>
      <Stack align="center" justify="center" gap={6} p="xs" bg="var(--mantine-color-default-hover)">
        <ThemeIcon size={36} variant="light" color="gray" aria-hidden>
          <IconFileText size={22} />
        </ThemeIcon>
        <Text size="xs" fw={600} ta="center" lineClamp={2} style={{ wordBreak: 'break-all' }}>
          {file.filename}
        </Text>
        <Anchor href={file.url} download={file.filename} size="xs" data-testid="evidence-download">
          <Group gap={4} wrap="nowrap">
            <IconDownload size={14} />
            {t('tasks.files.download')} · {formatFileSize(file.size, i18n.language)}
          </Group>
        </Anchor>
      </Stack>
    </AspectRatio>
  );
}

/** Evidence in up to three columns: images open full size, videos play in place, documents download. */
export function EvidenceGrid({ files }: { files: EvidenceFile[] }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" data-testid="evidence-grid">
      {files.map((file) => {
        const kind = fileKindOf(file.mime_type);
        return (
          <Paper key={file.id} withBorder radius="sm" style={{ overflow: 'hidden' }}>
            <Box>
              {kind === 'image' && <ImageTile file={file} />}
              {kind === 'video' && <VideoTile file={file} />}
              {kind === 'document' && <DocumentTile file={file} />}
            </Box>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
