import { ActionIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../lib/i18n';

/**
 * The sign-in pages' language switch: one small button naming the other language (TR ↔ EN). Kept
 * this small for the sign-in page's first load; Ayarlar has the full switch (language-switch.tsx).
 */
export function LanguageToggle() {
  const { t, i18n } = useTranslation();
  const next = i18n.language === 'en' ? 'tr' : 'en';
  return (
    <ActionIcon
      variant="default"
      size="lg"
      radius="md"
      lang={next}
      aria-label={`${t('language.label')}: ${t(`language.${next}`)}`}
      title={t(`language.${next}`)}
      onClick={() => changeLanguage(next)}
      data-testid="language-toggle"
    >
      <span style={{ fontSize: 12, fontWeight: 700 }}>{next.toUpperCase()}</span>
    </ActionIcon>
  );
}
