import { Badge, Tabs } from '@mantine/core';
import type { TaskCounts } from '@vazife/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../../../lib/use-is-phone';
import type { BoardFilter } from '../api/keys';

export const boardFilters: BoardFilter[] = ['all', 'today', 'week', 'overdue'];

export function isBoardFilter(value: string | null): value is BoardFilter {
  return value !== null && (boardFilters as string[]).includes(value);
}

/** Four tabs share one row on a 360 px phone: each takes a quarter, the count sits under the label. */
const phoneStyles = {
  list: { flexWrap: 'nowrap' as const },
  tab: { flex: '1 1 0', minWidth: 0, paddingInline: 4, paddingBlock: 8 },
  tabLabel: { display: 'flex', flexDirection: 'column' as const, alignItems: 'center', gap: 4, fontSize: 13 },
};

interface TaskFilterTabsProps {
  value: BoardFilter;
  counts: TaskCounts | undefined;
  onChange: (filter: BoardFilter) => void;
  children: ReactNode;
}

/** Tümü / Bugün / Bu Hafta / Gecikmiş with their counts; the list is the active tab's panel. */
export function TaskFilterTabs({ value, counts, onChange, children }: TaskFilterTabsProps) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();

  return (
    <Tabs
      value={value}
      onChange={(next) => isBoardFilter(next) && onChange(next)}
      keepMounted={false}
      styles={isPhone ? phoneStyles : undefined}
    >
      <Tabs.List mb="md">
        {boardFilters.map((filter) => {
          const count = counts?.[filter];
          const badge = (
            <Badge
              size="sm"
              variant={filter === value ? 'filled' : 'light'}
              color={filter === 'overdue' && count ? 'red' : 'brand'}
              data-testid={`filter-${filter}-count`}
            >
              {count ?? '–'}
            </Badge>
          );
          return (
            <Tabs.Tab
              key={filter}
              value={filter}
              rightSection={isPhone ? undefined : badge}
              data-testid={`filter-${filter}`}
            >
              <span>{t(`tasks.filters.${filter}`)}</span>
              {isPhone && badge}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
      <Tabs.Panel value={value}>{children}</Tabs.Panel>
    </Tabs>
  );
}
