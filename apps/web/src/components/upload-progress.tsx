import { Progress, Stack, Text } from '@mantine/core';

/**
 * How far a file's upload has gone, under the form that sends it (a report's or an
 * announcement's file): `label` names the file, for the eye and for a screen reader.
 */
export function UploadProgress({ label, progress }: { label: string; progress: number }) {
  return (
    <Stack gap={4}>
      <Text size="xs">{label}</Text>
      <Progress value={Math.round(progress * 100)} aria-label={label} />
    </Stack>
  );
}
