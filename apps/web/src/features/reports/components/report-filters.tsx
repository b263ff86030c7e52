import { Badge, Button, Collapse, Group, Select, Stack, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { reportTypes, type ReportType } from '@vazife/contract';
import { IconAdjustmentsHorizontal, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DateChips } from '../../../components/date-chips';
import { useIsPhone } from '../../../lib/use-is-phone';
import { datePresets, type DatePreset } from './date-range';

export interface FilterState {
  search: string;
  preset: DatePreset;
  custom: { from: string; to: string };
  type: ReportType | null;
}

/** How many of the filters behind the phone's button are set (the search box stays in view). */
export const activeFilterCount = (value: FilterState) => (value.type ? 1 : 0) + (value.preset === 'all' ? 0 : 1);

/**
 * Search box, date choice (with a custom range) and type, above the list. On a phone only the
 * search stays in view: the type and the dates wait behind "Süzgeçler", which counts those set, so
 * that the first report shows without scrolling at 360 px.
 */
export function ReportFilters({ value, onChange }: { value: FilterState; onChange: (next: FilterState) => void }) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const [open, { toggle }] = useDisclosure(false);
  const active = activeFilterCount(value);
  const search = (
    <TextInput
      flex="1 1 220px"
      label={phone ? undefined : t('reports.searchLabel')}
      aria-label={t('reports.searchLabel')}
      placeholder={t('reports.searchPlaceholder')}
      leftSection={<IconSearch size={16} />}
      value={value.search}
      onChange={(e) => onChange({ ...value, search: e.currentTarget.value })}
      data-testid="report-search"
    />
  );
  const type = (
    <Select
      // In the phone's column a flex basis would be a height.
      flex={phone ? undefined : '0 1 200px'}
      label={t('reports.typeLabel')}
      placeholder={t('reports.allTypes')}
      clearable
      data={reportTypes.map((type) => ({ value: type, label: t(`reports.types.${type}`) }))}
      value={value.type}
      onChange={(type) => onChange({ ...value, type: type as ReportType | null })}
      comboboxProps={{ withinPortal: false }}
      data-testid="report-type-filter"
    />
  );
  const dates = (
    <>
      <DateChips
        presets={datePresets}
        value={value.preset}
        onChange={(preset) => onChange({ ...value, preset })}
        label={t('reports.dateLabel')}
        labelOf={(preset) => t(`reports.dates.${preset}`)}
      />
      {value.preset === 'custom' && (
        <Group gap="sm" grow>
          <TextInput
            type="date"
            label={t('reports.from')}
            value={value.custom.from}
            max={value.custom.to || undefined}
            onChange={(e) => onChange({ ...value, custom: { ...value.custom, from: e.currentTarget.value } })}
          />
          <TextInput
            type="date"
            label={t('reports.to')}
            value={value.custom.to}
            min={value.custom.from || undefined}
            onChange={(e) => onChange({ ...value, custom: { ...value.custom, to: e.currentTarget.value } })}
          />
        </Group>
      )}
    </>
  );

  if (phone)
    return (
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap">
          {search}
          <Button
            variant={active > 0 ? 'light' : 'default'}
            leftSection={<IconAdjustmentsHorizontal size={16} />}
            rightSection={
              active > 0 ? (
                <Badge size="sm" circle aria-hidden data-testid="report-filters-count">
                  {active}
                </Badge>
              ) : undefined
            }
            onClick={toggle}
            aria-expanded={open}
            aria-controls="report-filters-more"
            aria-label={t('reports.filters', { count: active })}
            data-testid="report-filters-toggle"
            style={{ flexShrink: 0 }}
          >
            {t('reports.filtersShort')}
          </Button>
        </Group>
        <Collapse expanded={open} id="report-filters-more">
          <Stack gap="sm" pb={4}>
            {type}
            {dates}
          </Stack>
        </Collapse>
      </Stack>
    );
  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end" wrap="wrap">
        {search}
        {type}
      </Group>
      {dates}
    </Stack>
  );
}
