import { Box, Group, Image, Text, Title, UnstyledButton } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { limits, type SliderItem } from '@vazife/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The operator's slides, one at a time, fading into the next every `sliderRotationMs`, with a dot
 * per slide when there are several; still while the pointer or the focus is on it. Written here rather than taken from a carousel library: a
 * slideshow that neither drags nor scrolls needs a few lines, where the library added 10 kB to
 * the sign-in page on a wide screen.
 */
export function LoginSlides({ slides }: { slides: SliderItem[] }) {
  const { t } = useTranslation();
  const reduceMotion = useReducedMotion();
  const [active, setActive] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const multiple = slides.length > 1;
  const shown = active < slides.length ? active : 0;
  // Someone pointing at or using the slideshow stops it (WCAG 2.2.2), and so does a wish for less motion.
  const rotating = multiple && !hovered && !focused && !reduceMotion;

  // Counted again from a dot's click, so that a chosen slide stays its full time.
  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setActive((index) => (index + 1) % slides.length), limits.sliderRotationMs);
    return () => clearInterval(timer);
  }, [rotating, slides.length, shown]);

  return (
    <Box
      pos="relative"
      h="100%"
      data-testid="login-slider"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      {slides.map((slide, index) => (
        <Box
          key={slide.id}
          pos="absolute"
          aria-hidden={index !== shown}
          style={{ inset: 0, opacity: index === shown ? 1 : 0, transition: reduceMotion ? undefined : 'opacity 600ms' }}
        >
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
        </Box>
      ))}
      {multiple && (
        <Group
          role="tablist"
          aria-label={t('login.slidesLabel')}
          pos="absolute"
          left={0}
          right={0}
          bottom={20}
          justify="center"
          gap={8}
        >
          {slides.map((slide, index) => (
            <UnstyledButton
              key={slide.id}
              role="tab"
              aria-selected={index === shown}
              aria-label={t('login.slideLabel', { n: index + 1 })}
              onClick={() => setActive(index)}
              // A 24 px target around the dot it draws.
              style={{ display: 'flex', alignItems: 'center', height: 24 }}
            >
              <Box
                component="span"
                w={index === shown ? 24 : 12}
                h={6}
                bg="white"
                style={{
                  borderRadius: 3,
                  opacity: index === shown ? 1 : 0.6,
                  transition: reduceMotion ? undefined : 'width 250ms, opacity 250ms',
                }}
              />
            </UnstyledButton>
          ))}
        </Group>
      )}
    </Box>
  );
}
