import { Box, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoginSlider } from '../api/login-slider';

// Fetched only when the operator has put up slides: by default the panel shows the promotional text.
const LoginSlides = lazy(() => import('./login-slides').then((module) => ({ default: module.LoginSlides })));

const panelBackground =
  'linear-gradient(135deg, var(--mantine-color-brand-7) 0%, var(--mantine-color-secondary-7) 100%)';

function Promo() {
  const { t } = useTranslation();
  return (
    <Stack justify="center" h="100%" p={48} gap="lg" c="white" data-testid="login-promo">
      <Title order={2} c="white" fz={34} lh={1.2}>
        {t('promo.title')}
      </Title>
      <Text size="lg" c="rgba(255,255,255,0.85)">
        {t('promo.text')}
      </Text>
      <List
        spacing="sm"
        icon={
          <ThemeIcon color="white" c="brand.7" radius="xl" size={24}>
            <IconCheck size={14} />
          </ThemeIcon>
        }
      >
        {(['point1', 'point2', 'point3'] as const).map((key) => (
          <List.Item key={key}>
            <Text c="white">{t(`promo.${key}`)}</Text>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

/** The right-hand panel on large screens: the operator's slideshow, or the promotional text. */
export function LoginShowcase() {
  const { data: slides } = useLoginSlider();
  return (
    <Box h="100%" style={{ background: panelBackground, overflow: 'hidden' }}>
      {slides && slides.length > 0 ? (
        <Suspense fallback={<Promo />}>
          <LoginSlides slides={slides} />
        </Suspense>
      ) : (
        <Promo />
      )}
    </Box>
  );
}
