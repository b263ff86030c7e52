import '@mantine/dropzone/styles.css';
import { Alert, Group, Input, Stack, Text, ThemeIcon } from '@mantine/core';
import { Dropzone, type FileRejection, type FileWithPath } from '@mantine/dropzone';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconUpload } from '@tabler/icons-react';
import type { InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { dropzoneAccept } from '../../../lib/file-check';
import { pickFiles, type PickedFile, type PickRule } from './file-rules';

interface FileDropProps {
  label: string;
  hint: string;
  rule: PickRule;
  files: PickedFile[];
  errors: string[];
  onChange: (files: PickedFile[], errors: string[]) => void;
  disabled?: boolean;
  inputTestId: string;
}

/**
 * Drop or pick files. Every file the dropzone sees goes through our own rules (count, type,
 * size per kind), so that the messages are ours (file-rules.ts) and name the file.
 */
export function FileDrop({ label, hint, rule, files, errors, onChange, disabled, inputTestId }: FileDropProps) {
  const { t } = useTranslation();
  // On a touch screen nothing is dragged in: the tap opens the system picker, camera included.
  const touch = useMediaQuery('(pointer: coarse)') ?? false;
  const prompt = rule.maxFiles > 1 ? (touch ? 'tapMany' : 'dropMany') : touch ? 'tapOne' : 'dropOne';
  const onDropAny = async (accepted: FileWithPath[], rejected: FileRejection[]) => {
    const incoming: File[] = [...accepted, ...rejected.map((rejection) => rejection.file)];
    const result = await pickFiles(files, incoming, rule, t);
    onChange(result.files, result.errors);
  };

  return (
    <Input.Wrapper label={label} description={hint}>
      <Stack gap="xs" mt={6}>
        <Dropzone
          onDrop={() => undefined}
          onDropAny={(accepted, rejected) => void onDropAny(accepted, rejected)}
          accept={dropzoneAccept(rule.area)}
          multiple={rule.maxFiles > 1}
          disabled={disabled}
          p="md"
          inputProps={{ 'data-testid': inputTestId } as InputHTMLAttributes<HTMLInputElement>}
        >
          <Group justify="center" gap="sm" wrap="nowrap" style={{ pointerEvents: 'none' }}>
            <ThemeIcon size={36} variant="light" radius="xl" aria-hidden>
              <IconUpload size={20} />
            </ThemeIcon>
            <Text size="sm" c="dimmed">
              {t(`tasks.files.${prompt}`)}
            </Text>
          </Group>
        </Dropzone>
        {errors.length > 0 && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert" p="xs">
            <Stack gap={2} data-testid={`${inputTestId}-error`}>
              {errors.map((error) => (
                <Text key={error} size="sm">
                  {error}
                </Text>
              ))}
            </Stack>
          </Alert>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
