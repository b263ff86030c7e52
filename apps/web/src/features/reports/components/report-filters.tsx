import { Chip, Group, Select, Stack, TextInput } from '@mantine/core';
import { reportTypes, type ReportType } from '@vazife/contract';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { datePresets, type DatePreset } from './date-range';

export interface FilterState {
  search: string;
  preset: DatePreset;
  custom: { from: string; to: string };
  type: ReportType | null;
}

/** Search box, date choice (with a custom range) and type, above the list. */
export function ReportFilters({ value, onChange }: { value: FilterState; onChange: (next: FilterState) => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          flex="1 1 220px"
          label={t('reports.searchLabel')}
          placeholder={t('reports.searchPlaceholder')}
          leftSection={<IconSearch size={16} />}
          value={value.search}
          onChange={(e) => onChange({ ...value, search: e.currentTarget.value })}
          data-testid="report-search"
        />
        <Select
          flex="0 1 200px"
          label={t('reports.typeLabel')}
          placeholder={t('reports.allTypes')}
          clearable
          data={reportTypes.map((type) => ({ value: type, label: t(`reports.types.${type}`) }))}
          value={value.type}
          onChange={(type) => onChange({ ...value, type: type as ReportType | null })}
          comboboxProps={{ withinPortal: false }}
          data-testid="report-type-filter"
        />
      </Group>
      {/* Chips wrap on a 360 px phone, where five segments would be cut off. */}
      <Chip.Group value={value.preset} onChange={(preset) => onChange({ ...value, preset: preset as DatePreset })}>
        <Group gap={6} role="radiogroup" aria-label={t('reports.dateLabel')}>
          {datePresets.map((preset) => (
            <Chip key={preset} value={preset} size="sm" variant="outline">
              {t(`reports.dates.${preset}`)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
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
    </Stack>
  );
}
