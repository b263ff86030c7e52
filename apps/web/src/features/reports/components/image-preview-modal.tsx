import { Image, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The report's image at full size, fetched only when opened. */
export function ImagePreviewModal({ url, name, onClose }: { url: string | null; name: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  return (
    <Modal opened={url !== null} onClose={onClose} title={name} size="xl" centered>
      {failed ? (
        <Text c="red" size="sm">
          {t('reports.imageFailed')}
        </Text>
      ) : (
        url && (
          <Image
            src={url}
            alt={t('reports.preview', { file: name })}
            fit="contain"
            mah="75vh"
            onError={() => setFailed(true)}
          />
        )
      )}
    </Modal>
  );
}
