import { Stack, Text } from '@mantine/core';
import { isIsoDateTime, type AuditEntry } from '@vazife/contract';
import { useTranslation } from 'react-i18next';
import { formatTl } from '../../../lib/money';
import { formatDateTime } from './console-format';

type Values = Record<string, unknown> | null;

/** A stored value as text: yes/no, lists joined, objects as JSON, blank as "(boş)". */
export function readable(value: unknown, words: { yes: string; no: string; empty: string }): string {
  if (value === null || value === undefined || value === '') return words.empty;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (Array.isArray(value)) return value.map((item) => readable(item, words)).join(', ') || words.empty;
  if (typeof value === 'object') return JSON.stringify(value);
  if (typeof value === 'string' && isIsoDateTime(value)) return formatDateTime(value);
  return String(value);
}

/** The fields an entry changed, one line each: "field: before → after" (only what differs). */
export function changedFields(before: Values, after: Values): { field: string; before: unknown; after: unknown }[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  // An object's id beside its name (a plan's id and its name) says the same thing less readably.
  const named = fields.some((field) => field.endsWith('_name'));
  return fields
    .filter((field) => !(named && field.endsWith('_id')))
    .map((field) => ({ field, before: before?.[field], after: after?.[field] }))
    .filter((change) => JSON.stringify(change.before) !== JSON.stringify(change.after));
}

export function AuditChange({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useTranslation();
  // A known field by its name on the screen; any other as the server wrote it.
  const label = (field: string) =>
    i18n.exists(`console.audit.fields.${field}`)
      ? t(`console.audit.fields.${field}` as 'console.audit.fields.name')
      : field;
  const words = { yes: t('console.audit.yes'), no: t('console.audit.no'), empty: t('console.audit.empty_value') };
  // Statuses by their names on the screen (a company's, a purchase's), and a failed sign-in's step.
  const show = (field: string, value: unknown) => {
    const statusKey =
      field === 'subscription_status'
        ? `console.companies.statuses.${String(value)}`
        : field === 'status'
          ? `console.purchases.statuses.${String(value)}`
          : field === 'step'
            ? `console.audit.steps.${String(value)}`
            : null;
    if (typeof value === 'string' && statusKey && i18n.exists(statusKey))
      return t(statusKey as 'console.companies.statuses.active');
    // A plan's monthly price, in TL as the plans tab shows it.
    if (field === 'price' && typeof value === 'number') return formatTl(value);
    return readable(value, words);
  };
  const changes = changedFields(entry.before, entry.after);
  if (changes.length === 0)
    return (
      <Text size="xs" c="dimmed">
        {t('console.audit.noChange')}
      </Text>
    );
  return (
    <Stack gap={2}>
      {changes.map((change) => (
        <Text key={change.field} size="xs" style={{ wordBreak: 'break-word' }}>
          <Text span fw={600} size="xs">
            {label(change.field)}:
          </Text>{' '}
          {entry.before && (
            <>
              <Text span size="xs" c="dimmed">
                {show(change.field, change.before)}
              </Text>
              {' → '}
            </>
          )}
          {entry.after ? show(change.field, change.after) : words.empty}
        </Text>
      ))}
    </Stack>
  );
}
