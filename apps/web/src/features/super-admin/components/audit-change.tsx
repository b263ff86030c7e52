import { Stack, Text } from '@mantine/core';
import type { AuditEntry } from '@vazife/contract';
import { useTranslation } from 'react-i18next';

type Values = Record<string, unknown> | null;

/** A stored value as text: yes/no, lists joined, objects as JSON, blank as "(boş)". */
export function readable(value: unknown, words: { yes: string; no: string; empty: string }): string {
  if (value === null || value === undefined || value === '') return words.empty;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (Array.isArray(value)) return value.map((item) => readable(item, words)).join(', ') || words.empty;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The fields an entry changed, one line each: "field: before → after" (only what differs). */
export function changedFields(before: Values, after: Values): { field: string; before: unknown; after: unknown }[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields
    .map((field) => ({ field, before: before?.[field], after: after?.[field] }))
    .filter((change) => JSON.stringify(change.before) !== JSON.stringify(change.after));
}

export function AuditChange({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const words = { yes: t('console.audit.yes'), no: t('console.audit.no'), empty: t('console.audit.empty_value') };
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
            {change.field}:
          </Text>{' '}
          {entry.before && (
            <>
              <Text span size="xs" c="dimmed">
                {readable(change.before, words)}
              </Text>
              {' → '}
            </>
          )}
          {entry.after ? readable(change.after, words) : words.empty}
        </Text>
      ))}
    </Stack>
  );
}
