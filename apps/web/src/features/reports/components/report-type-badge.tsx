import { Badge } from '@mantine/core';
import type { ReportType } from '@vazife/contract';
import { useTranslation } from 'react-i18next';

/** Incidents and safety matters stand out; the routine types stay quiet. */
export const typeColors: Record<ReportType, string> = {
  gunluk: 'blue',
  haftalik: 'indigo',
  mesai_teslim: 'teal',
  olay: 'red',
  bakim: 'yellow',
  guvenlik: 'orange',
};

export function ReportTypeBadge({ type }: { type: ReportType }) {
  const { t } = useTranslation();
  return (
    // Whole beside a long title at 360 px ("GÜNL…" when it shrank).
    <Badge color={typeColors[type]} variant="light" radius="sm" style={{ flexShrink: 0 }}>
      {t(`reports.types.${type}`)}
    </Badge>
  );
}
