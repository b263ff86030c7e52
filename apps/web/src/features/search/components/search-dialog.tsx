import { Box, Group, Loader, Modal, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { canManageStaff, isSearchable, type SearchHit, type SearchKind } from '@vazife/contract';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { errorMessage } from '../../../lib/api-error';
import { useSession } from '../../../lib/session';
import { useIsPhone } from '../../../lib/use-is-phone';
import { searchResultsQuery } from '../api/search-results';
import { linkOf, searchKinds } from './search-links';

/** How long the text rests before it is searched: a query per pause, not per key. */
export const searchDebounceMs = 250;

interface Option {
  kind: SearchKind;
  hit: SearchHit;
}

/**
 * The search: a text box and the results grouped by kind, as a dropdown at the top of the screen
 * on a computer and a screen of its own on a phone. The box is a combobox (WAI-ARIA's pattern):
 * the focus stays in it, ↑ and ↓ move the highlighted result, Enter opens it, Escape closes.
 */
export function SearchDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const navigate = useNavigate();
  const viewer = useSession()?.user;
  const managesStaff = !!viewer && canManageStaff({ role: viewer.role, approved: viewer.is_approved });
  const baseId = useId();
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const [q] = useDebouncedValue(text.trim(), searchDebounceMs);
  const searchable = isSearchable(q);
  const results = useQuery({ ...searchResultsQuery(q), enabled: searchable });
  const data = searchable ? results.data : undefined;
  const options: Option[] = data ? searchKinds.flatMap((kind) => data[kind].map((hit) => ({ kind, hit }))) : [];
  const current = options.length === 0 ? -1 : Math.min(active, options.length - 1);
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const listId = `${baseId}-list`;

  const open = (option: Option) => {
    onClose();
    void navigate(linkOf(option.kind, option.hit.id, managesStaff));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (options.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + options.length) % options.length);
    } else if (event.key === 'Enter' && current >= 0) {
      event.preventDefault();
      open(options[current]!);
    }
  };

  let body;
  if (!isSearchable(text)) {
    body = <Status>{t('search.hint')}</Status>;
  } else if (results.isError && !data) {
    body = (
      <Box p="md">
        <ErrorAlert message={errorMessage(results.error, t('search.failed'))} testId="search-error" />
      </Box>
    );
  } else if (!data) {
    body = (
      <Group justify="center" p="md" gap="xs" aria-busy>
        <Loader size="sm" />
        <Text size="sm" c="dimmed">
          {t('search.loading')}
        </Text>
      </Group>
    );
  } else if (options.length === 0) {
    body = <Status>{t('search.empty', { q })}</Status>;
  } else {
    let index = 0;
    body = (
      <ScrollArea.Autosize mah={isPhone ? 'calc(100dvh - 140px)' : 'min(480px, 65vh)'} type="auto">
        <Box id={listId} role="listbox" aria-label={t('search.results')} pb="xs" data-testid="search-results">
          {searchKinds.map((kind) => {
            const hits = data[kind];
            if (hits.length === 0) return null;
            const groupId = `${baseId}-${kind}`;
            return (
              <Box key={kind} role="group" aria-labelledby={groupId}>
                <Text id={groupId} size="xs" fw={700} c="dimmed" tt="uppercase" px="md" pt="sm" pb={4}>
                  {t(`search.groups.${kind}`)}
                </Text>
                {hits.map((hit) => {
                  const at = index++;
                  const selected = at === current;
                  return (
                    <Box
                      key={hit.id}
                      id={optionId(at)}
                      role="option"
                      aria-selected={selected}
                      px="md"
                      py={6}
                      style={{
                        cursor: 'pointer',
                        background: selected ? 'var(--mantine-primary-color-light)' : undefined,
                      }}
                      onMouseEnter={() => setActive(at)}
                      // The box keeps the focus: a click must not take it first.
                      onMouseDown={(event) => event.preventDefault()}
                      onClick={() => open({ kind, hit })}
                    >
                      <Text size="sm" fw={600} lineClamp={1} style={{ overflowWrap: 'anywhere' }}>
                        {hit.title}
                      </Text>
                      {hit.snippet && (
                        // Dimmed grey on the selected row's tint falls below AA contrast (3.7:1): the text's own colour there.
                        <Text
                          size="xs"
                          c={selected ? undefined : 'dimmed'}
                          lineClamp={2}
                          style={{ overflowWrap: 'anywhere' }}
                        >
                          {hit.snippet}
                        </Text>
                      )}
                    </Box>
                  );
                })}
              </Box>
            );
          })}
        </Box>
      </ScrollArea.Autosize>
    );
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      fullScreen={isPhone}
      yOffset="8vh"
      size="lg"
      padding={0}
      withCloseButton={isPhone}
      closeButtonProps={{ 'aria-label': t('search.close') }}
      title={isPhone ? t('search.title') : undefined}
      // Named only while open: a closed modal leaves its empty root, where a label with no role is an axe violation.
      aria-label={isPhone || !opened ? undefined : t('search.title')}
      styles={{ header: { paddingInline: 'var(--mantine-spacing-md)' } }}
    >
      <Stack gap={0}>
        <Box p="sm">
          <TextInput
            data-autofocus
            size="md"
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
            placeholder={t('search.placeholder')}
            leftSection={results.isFetching && searchable ? <Loader size={16} /> : <IconSearch size={18} />}
            maxLength={100}
            role="combobox"
            aria-label={t('search.title')}
            aria-expanded={options.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={current >= 0 ? optionId(current) : undefined}
            autoComplete="off"
            enterKeyHint="search"
            data-testid="search-input"
          />
        </Box>
        {body}
      </Stack>
    </Modal>
  );
}

function Status({ children }: { children: string }) {
  return (
    <Text size="sm" c="dimmed" ta="center" p="md" role="status">
      {children}
    </Text>
  );
}
