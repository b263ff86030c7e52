import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import { Box, Image, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { limits, type SliderItem } from '@vazife/contract';
import { IconCheck } from '@tabler/icons-react';
import Autoplay from 'embla-carousel-autoplay';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoginSlider } from '../api/login-slider';

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

function Slides({ slides }: { slides: SliderItem[] }) {
  const { t } = useTranslation();
  const [autoplay] = useState(() => Autoplay({ delay: limits.sliderRotationMs, stopOnInteraction: false }));
  const multiple = slides.length > 1;
  const root = useRef<HTMLDivElement>(null);
  // Mantine writes an English "Slides" on the dot group after any prop of ours; React never rewrites
  // that constant, so naming the group once it is in the page keeps the Turkish name.
  useEffect(() => {
    root.current?.querySelector('[role="tablist"]')?.setAttribute('aria-label', t('login.slidesLabel'));
  }, [multiple, t]);
  return (
    <Carousel
      ref={root}
      height="100%"
      style={{ height: '100%' }}
      withControls={false}
      withIndicators={multiple}
      emblaOptions={{ loop: multiple }}
      plugins={multiple ? [autoplay] : []}
      getIndicatorProps={(index) => ({ 'aria-label': t('login.slideLabel', { n: index + 1 }) })}
      data-testid="login-slider"
    >
      {slides.map((slide) => (
        <Carousel.Slide key={slide.id} pos="relative">
          <Image src={slide.url} alt={slide.title ?? ''} h="100%" w="100%" fit="cover" />
          {(slide.title || slide.description) && (
            <Box pos="absolute" left={0} right={0} bottom={0} p={40} pb={56} bg="rgba(0,0,0,0.45)" c="white">
              {slide.title && (
                <Title order={3} c="white">
                  {slide.title}
                </Title>
              )}
              {slide.description && <Text c="rgba(255,255,255,0.9)">{slide.description}</Text>}
            </Box>
          )}
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}

/** The right-hand panel on large screens: the operator's slideshow, or the promotional text. */
export function LoginShowcase() {
  const { data: slides } = useLoginSlider();
  return (
    <Box h="100%" style={{ background: panelBackground, overflow: 'hidden' }}>
      {slides && slides.length > 0 ? <Slides slides={slides} /> : <Promo />}
    </Box>
  );
}
