import { ActionIcon, Group, Image, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconFileText, IconMovie, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pickedKind } from './file-rules';
import { formatFileSize } from './task-format';

/** A local preview of a picked image; the object URL is released once the image has loaded. */
function LocalImage({ file, size }: { file: File; size: number }) {
  const [url] = useState(() => URL.createObjectURL(file));
  return (
    <Image
      src={url}
      alt={file.name}
      w={size}
      h={size}
      radius="sm"
      fit="cover"
      onLoad={() => URL.revokeObjectURL(url)}
      style={{ flex: '0 0 auto' }}
    />
  );
}

interface PickedFileRowProps {
  file: File;
  /** 0..1 while uploading; undefined before. */
  progress?: number;
  disabled?: boolean;
  onRemove: () => void;
}

/** One picked file: preview, name and size, a remove button, and its upload progress. */
export function PickedFileRow({ file, progress, disabled, onRemove }: PickedFileRowProps) {
  const { t, i18n } = useTranslation();
  const kind = pickedKind(file);
  const size = 44;
  return (
    <Group gap="sm" wrap="nowrap" data-testid="picked-file">
      {kind === 'image' ? (
        <LocalImage file={file} size={size} />
      ) : (
        <ThemeIcon size={size} variant="light" color={kind === 'video' ? 'grape' : 'gray'} aria-hidden>
          {kind === 'video' ? <IconMovie size={22} /> : <IconFileText size={22} />}
        </ThemeIcon>
      )}
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <Text size="sm" fw={600} truncate>
            {file.name}
          </Text>
          <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
            {progress === undefined ? formatFileSize(file.size, i18n.language) : `%${Math.round(progress * 100)}`}
          </Text>
        </Group>
        {progress !== undefined && (
          <Progress
            value={progress * 100}
            size="sm"
            color={progress >= 1 ? 'green' : 'brand'}
            aria-label={t('tasks.files.progress', { file: file.name })}
            data-testid="picked-file-progress"
          />
        )}
      </Stack>
      <ActionIcon
        variant="subtle"
        color="gray"
        onClick={onRemove}
        disabled={disabled}
        aria-label={t('tasks.files.remove', { file: file.name })}
      >
        <IconX size={16} />
      </ActionIcon>
    </Group>
  );
}
