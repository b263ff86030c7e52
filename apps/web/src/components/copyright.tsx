import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePlatformSettings } from '../lib/platform-settings';

export function Copyright() {
  const { platform_name } = usePlatformSettings();
  const { t } = useTranslation();
  return (
    <Text size="xs" c="dimmed" ta="center" data-testid="copyright">
      {t('brand.copyright', { year: new Date().getFullYear(), name: platform_name })}
    </Text>
  );
}
