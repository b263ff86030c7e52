import { Group, Image, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconChecklist } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { brandDefaults } from '@vazife/contract';
import { usePlatformSettings } from '../lib/platform-settings';

interface BrandLogoProps {
  size?: 'sm' | 'md' | 'lg';
  withTagline?: boolean;
  /** Only the mark, for tight headers. */
  markOnly?: boolean;
}

const markSizes = { sm: 32, md: 40, lg: 52 } as const;
const nameSizes = { sm: 'md', md: 'lg', lg: 'xl' } as const;

/** The platform logo, or the default mark with the platform name when there is none. */
export function BrandLogo({ size = 'md', withTagline = false, markOnly = false }: BrandLogoProps) {
  const settings = usePlatformSettings();
  const { t } = useTranslation();
  const [logoFailed, setLogoFailed] = useState(false);
  const markSize = markSizes[size];
  const showImage = Boolean(settings.logo_url) && !logoFailed;
  // The default tagline is ours to translate; one the operator wrote is shown as written.
  const tagline = settings.tagline === brandDefaults.tagline ? t('brand.defaultTagline') : settings.tagline;

  const mark = showImage ? (
    <Image
      src={settings.logo_url}
      alt={t('brand.logoAlt', { name: settings.platform_name })}
      h={markSize}
      w="auto"
      maw={markSize * 4}
      fit="contain"
      onError={() => setLogoFailed(true)}
    />
  ) : (
    <ThemeIcon
      size={markSize}
      radius="md"
      variant="gradient"
      gradient={{ from: 'brand', to: 'secondary', deg: 135 }}
      aria-hidden
    >
      <IconChecklist size={markSize * 0.6} stroke={1.8} />
    </ThemeIcon>
  );

  if (markOnly) return mark;
  return (
    <Group gap="sm" wrap="nowrap" data-testid="brand-logo">
      {mark}
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text fw={800} size={nameSizes[size]} lh={1.2} truncate>
          {settings.platform_name}
        </Text>
        {withTagline && (
          <Text size="xs" c="dimmed" truncate>
            {tagline}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
