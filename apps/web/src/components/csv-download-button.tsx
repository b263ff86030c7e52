import { Button, type ButtonProps } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../lib/api-error';
import { downloadFile } from '../lib/download-file';
import { notifyError } from '../lib/notify';

interface CsvDownloadButtonProps extends Pick<ButtonProps, 'size' | 'variant'> {
  /** The export's path with the screen's current filters in its query. */
  path: string;
  /** The file's name should the answer not name it. */
  fallbackName: string;
  /** While the screen's own data loads: its filters are not settled yet. */
  disabled?: boolean;
  testId: string;
}

/** "CSV indir": the screen's list as the server exports it, downloaded with the session. */
export function CsvDownloadButton({ path, fallbackName, disabled, testId, ...props }: CsvDownloadButtonProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      await downloadFile(path, fallbackName);
    } catch (error) {
      notifyError(errorMessage(error, t('exports.failed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={18} />}
      loading={busy}
      disabled={disabled}
      onClick={() => void download()}
      data-testid={testId}
      {...props}
    >
      {t('exports.download')}
    </Button>
  );
}
