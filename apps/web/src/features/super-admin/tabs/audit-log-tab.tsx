import { Badge, Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { auditActions, auditEntityKinds, type AuditAction, type AuditEntityKind } from '@vazife/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { auditPageSize, useAuditLog } from '../api/audit-log';
import { AuditChange } from '../components/audit-change';
import { formatDateTime } from '../components/console-format';
import { ConsoleList, pageCount } from '../components/console-list';

const actionColors: Partial<Record<AuditAction, string>> = {
  create: 'green',
  delete: 'red',
  suspend: 'orange',
  activate: 'teal',
  approve: 'green',
  reject: 'red',
  sign_in_failed: 'orange',
  sign_in_locked: 'red',
  two_factor_enable: 'green',
  two_factor_disable: 'orange',
  two_factor_reset: 'orange',
};

/** An entry's action; a long name ("İki adımlı doğrulamayı komut satırından kapatma") wraps. */
function ActionBadge({ action }: { action: AuditAction }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant="light"
      color={actionColors[action] ?? 'blue'}
      maw="100%"
      styles={{
        root: { height: 'auto', minHeight: 'var(--badge-height)', lineHeight: 1.4, paddingBlock: 2 },
        label: { whiteSpace: 'normal' },
      }}
    >
      {t(`console.audit.actions.${action}`)}
    </Badge>
  );
}

/** Denetim kaydı: who changed what and when, filtered by record type, action, operator and days. */
export function AuditLogTab() {
  const { t } = useTranslation();
  const [entity, setEntity] = useState<AuditEntityKind | null>(null);
  const [action, setAction] = useState<AuditAction | null>(null);
  const [operatorText, setOperatorText] = useState('');
  const [operator] = useDebouncedValue(operatorText, 300);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const reversed = Boolean(from && to && from > to);
  const log = useAuditLog({ entity_kind: entity, action, operator, from, to: reversed ? '' : to, page });
  const data = log.data;
  const changed =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  const clear = () => {
    setEntity(null);
    setAction(null);
    setOperatorText('');
    setFrom('');
    setTo('');
    setPage(1);
  };

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
        <Select
          label={t('console.audit.entity')}
          data={auditEntityKinds.map((value) => ({ value, label: t(`console.audit.entities.${value}`) }))}
          value={entity}
          onChange={changed((value: string | null) => setEntity(value as AuditEntityKind | null))}
          placeholder={t('console.common.all')}
          clearable
          data-testid="audit-entity"
        />
        <Select
          label={t('console.audit.action')}
          data={auditActions.map((value) => ({ value, label: t(`console.audit.actions.${value}`) }))}
          value={action}
          onChange={changed((value: string | null) => setAction(value as AuditAction | null))}
          placeholder={t('console.common.all')}
          clearable
          data-testid="audit-action"
        />
        <TextInput
          label={t('console.audit.operator')}
          placeholder={t('console.audit.operatorPlaceholder')}
          value={operatorText}
          onChange={(event) => changed(setOperatorText)(event.currentTarget.value)}
          data-testid="audit-operator"
        />
        <TextInput
          type="date"
          label={t('console.audit.from')}
          value={from}
          onChange={(event) => changed(setFrom)(event.currentTarget.value)}
          data-testid="audit-from"
        />
        <TextInput
          type="date"
          label={t('console.audit.to')}
          value={to}
          onChange={(event) => changed(setTo)(event.currentTarget.value)}
          error={reversed ? t('console.audit.dateRange') : null}
          data-testid="audit-to"
        />
      </SimpleGrid>
      <Group justify="flex-end">
        <Button variant="default" size="xs" onClick={clear} data-testid="audit-clear">
          {t('console.audit.clear')}
        </Button>
      </Group>
      <ConsoleList
        items={data?.items}
        query={log}
        loadingHeight={200}
        empty={t('console.audit.empty')}
        emptyTestId="audit-empty"
        testIdOf={(entry) => `audit-${entry.id}`}
        card={(entry) => (
          <Stack gap={6}>
            <Group justify="space-between" align="flex-start" gap="xs">
              <Text size="xs" c="dimmed">
                {formatDateTime(entry.created_at)} · {entry.operator_username}
              </Text>
              <ActionBadge action={entry.action} />
            </Group>
            <Text size="sm" fw={600}>
              {entry.entity_label ?? entry.entity_id}{' '}
              <Text span size="xs" c="dimmed" fw={400}>
                {t(`console.audit.entities.${entry.entity_kind}`)}
              </Text>
            </Text>
            <AuditChange entry={entry} />
          </Stack>
        )}
        table={{
          minWidth: 820,
          columns: [
            {
              header: t('console.audit.when'),
              cell: (entry) => (
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(entry.created_at)}
                </Text>
              ),
            },
            { header: t('console.audit.operator'), cell: (entry) => <Text size="sm">{entry.operator_username}</Text> },
            { header: t('console.audit.action'), cell: (entry) => <ActionBadge action={entry.action} />, maw: 200 },
            {
              header: t('console.audit.target'),
              cell: (entry) => (
                <>
                  <Text size="sm" fw={600}>
                    {entry.entity_label ?? entry.entity_id}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t(`console.audit.entities.${entry.entity_kind}`)}
                  </Text>
                </>
              ),
            },
            { header: t('console.audit.change'), cell: (entry) => <AuditChange entry={entry} />, maw: 420 },
          ],
        }}
        pages={{ total: pageCount(data, auditPageSize), page, onChange: setPage }}
      />
    </Stack>
  );
}
