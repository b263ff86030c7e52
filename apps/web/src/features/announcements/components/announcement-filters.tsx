import { Select, Stack } from '@mantine/core';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DateChips } from '../../../components/date-chips';
import { datePresets, pastMonths, type DatePreset } from './date-filter';

export interface FilterState {
  preset: DatePreset;
  /** The past month picked (`YYYY-MM`), for `pastMonth`. */
  month: string | null;
}

/** The date choice above the list, and the month when a past one is chosen. */
export function AnnouncementFilters({
  value,
  onChange,
}: {
  value: FilterState;
  onChange: (next: FilterState) => void;
}) {
  const { t } = useTranslation();
  const months = useMemo(
    () => pastMonths().map((month) => ({ value: month, label: dayjs(`${month}-01`).format('MMMM YYYY') })),
    [],
  );
  return (
    <Stack gap="sm">
      <DateChips
        presets={datePresets}
        value={value.preset}
        onChange={(preset) =>
          onChange({
            preset,
            month: preset === 'pastMonth' ? (value.month ?? months[0]?.value ?? null) : value.month,
          })
        }
        label={t('announcements.dateLabel')}
        labelOf={(preset) => t(`announcements.dates.${preset}`)}
      />
      {value.preset === 'pastMonth' && (
        <Select
          label={t('announcements.monthLabel')}
          data={months}
          value={value.month}
          allowDeselect={false}
          onChange={(month) => onChange({ ...value, month })}
          comboboxProps={{ withinPortal: false }}
          data-testid="announcement-month"
        />
      )}
    </Stack>
  );
}
