import { ActionIcon, Box, Button, Kbd } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The dialog (Mantine's Modal, the results, the contract's schema in development) is fetched when
// someone points at, focuses or taps the search, not with the first screen.
const loadDialog = () => import('./search-dialog');
const SearchDialog = lazy(async () => ({ default: (await loadDialog()).SearchDialog }));

/**
 * The header's search: a box-like button on a computer (Ctrl+K or ⌘K opens it too), a magnifier on
 * a phone; either opens the search dialog.
 */
export function SearchButton() {
  const { t } = useTranslation();
  const [mounted, setMounted] = useState(false);
  const [opened, setOpened] = useState(false);
  const show = () => {
    setMounted(true);
    setOpened(true);
  };
  useHotkeys([['mod+K', show]]);
  const preload = { onPointerEnter: () => void loadDialog(), onFocus: () => void loadDialog() };
  return (
    <>
      <Button
        visibleFrom="md"
        variant="default"
        radius="md"
        w={240}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={<Kbd size="xs">Ctrl K</Kbd>}
        styles={{ label: { flex: 1, fontWeight: 400, color: 'var(--mantine-color-dimmed)' } }}
        onClick={show}
        aria-label={t('search.open')}
        data-testid="search-button"
        {...preload}
      >
        {t('search.button')}
      </Button>
      <Box hiddenFrom="md">
        <ActionIcon
          variant="default"
          size="lg"
          radius="md"
          onClick={show}
          aria-label={t('search.open')}
          data-testid="search-icon"
          {...preload}
        >
          <IconSearch size={18} />
        </ActionIcon>
      </Box>
      {mounted && (
        <Suspense fallback={null}>
          <SearchDialog opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
