import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changeLanguage, type Language } from '../lib/i18n';

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <SegmentedControl
      aria-label={t('language.label')}
      value={i18n.language === 'en' ? 'en' : 'tr'}
      onChange={(value) => changeLanguage(value as Language)}
      data={[
        { value: 'tr', label: t('language.tr') },
        { value: 'en', label: t('language.en') },
      ]}
    />
  );
}
