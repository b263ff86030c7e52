import { Chip, Group } from '@mantine/core';

interface DateChipsProps<Preset extends string> {
  presets: readonly Preset[];
  value: Preset;
  onChange: (preset: Preset) => void;
  /** The group's name for a screen reader ("Tarih"). */
  label: string;
  labelOf: (preset: Preset) => string;
}

/**
 * A list's date choice (reports, announcements), one chip each: chips wrap onto a second line on a
 * 360 px phone, where five segments would be cut off.
 */
export function DateChips<Preset extends string>({ presets, value, onChange, label, labelOf }: DateChipsProps<Preset>) {
  return (
    <Chip.Group value={value} onChange={(preset) => onChange(preset as Preset)}>
      <Group gap={6} role="radiogroup" aria-label={label}>
        {presets.map((preset) => (
          <Chip key={preset} value={preset} size="sm" variant="outline">
            {labelOf(preset)}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}
