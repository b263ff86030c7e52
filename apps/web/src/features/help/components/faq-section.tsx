import { Accordion, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const faqs = [1, 2, 3, 4, 5] as const;

export function FaqSection() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Title order={3} fz="lg">
        {t('help.faqTitle')}
      </Title>
      <Accordion variant="separated" radius="md" data-testid="help-faq">
        {faqs.map((n) => (
          <Accordion.Item key={n} value={`faq-${n}`}>
            <Accordion.Control>{t(`help.faq${n}q`)}</Accordion.Control>
            <Accordion.Panel>{t(`help.faq${n}a`)}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}
