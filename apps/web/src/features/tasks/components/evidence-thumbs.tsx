import { Box, Group, Image, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import type { EvidenceFile } from '@vazife/contract';
import { IconFileText, IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fileKindOf } from './task-format';

const shownOnCard = 4;
const size = 52;

function Thumb({ file }: { file: EvidenceFile }) {
  const { t } = useTranslation();
  const [broken, setBroken] = useState(false);
  const kind = fileKindOf(file.mime_type);
  const frame = {
    width: size,
    height: size,
    borderRadius: 'var(--mantine-radius-sm)',
    overflow: 'hidden',
    border: '1px solid var(--mantine-color-default-border)',
    flex: '0 0 auto',
  } as const;

  return (
    <Box
      component="a"
      href={file.url}
      target="_blank"
      rel="noopener noreferrer"
      title={file.filename}
      aria-label={file.filename}
      style={frame}
      data-testid="task-evidence-thumb"
    >
      {kind === 'image' && !broken ? (
        <Image
          src={file.thumbnail_url ?? file.url}
          alt={file.filename}
          w={size}
          h={size}
          fit="cover"
          onError={() => setBroken(true)}
        />
      ) : (
        <ThemeIcon
          w={size}
          h={size}
          radius={0}
          variant="light"
          color={kind === 'video' ? 'grape' : 'gray'}
          title={broken ? t('tasks.files.imageFailed') : undefined}
        >
          {kind === 'video' ? <IconPlayerPlay size={22} /> : <IconFileText size={22} />}
        </ThemeIcon>
      )}
    </Box>
  );
}

/** Up to four evidence thumbnails on a card, then "+N daha" (opens the task's details). */
export function EvidenceThumbs({ files, onMore }: { files: EvidenceFile[]; onMore: () => void }) {
  const { t } = useTranslation();
  if (!files.length) return null;
  const hidden = files.length - shownOnCard;
  return (
    <Group gap={6} wrap="wrap" data-testid="task-evidence">
      {files.slice(0, shownOnCard).map((file) => (
        <Thumb key={file.id} file={file} />
      ))}
      {hidden > 0 && (
        <UnstyledButton
          onClick={onMore}
          w={size}
          h={size}
          style={{
            borderRadius: 'var(--mantine-radius-sm)',
            border: '1px dashed var(--mantine-color-default-border)',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
          data-testid="task-evidence-more"
        >
          <Text size="xs" fw={700} c="dimmed" ta="center" lh={1.2}>
            {t('tasks.moreEvidence', { count: hidden })}
          </Text>
        </UnstyledButton>
      )}
    </Group>
  );
}
