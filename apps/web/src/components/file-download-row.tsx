import { Anchor, Group, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface FileDownloadRowProps {
  /** What stands before the name: the file's kind, or its preview's button. */
  leading: ReactNode;
  name: string;
  url: string;
  /** The link's word ("İndir"); a screen reader hears it with the file's name. */
  downloadLabel: string;
}

/** A report's file or an announcement's attachment: its name, cut to one line, and its download link. */
export function FileDownloadRow({ leading, name, url, downloadLabel }: FileDownloadRowProps) {
  return (
    <Group gap="sm" wrap="nowrap">
      {leading}
      <Text size="sm" truncate style={{ flex: 1 }}>
        {name}
      </Text>
      <Anchor href={url} download={name} size="sm" aria-label={`${downloadLabel}: ${name}`}>
        <Group gap={4} wrap="nowrap">
          <IconDownload size={16} />
          {downloadLabel}
        </Group>
      </Anchor>
    </Group>
  );
}
