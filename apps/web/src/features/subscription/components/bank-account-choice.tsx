import { ActionIcon, CopyButton, Group, Radio, Stack, Text, Tooltip } from '@mantine/core';
import type { BankAccount } from '@vazife/contract';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** "TR12 0006 …": the IBAN in groups of four, as it is read aloud and typed. */
export function groupedIban(iban: string): string {
  return iban
    .replace(/\s+/g, '')
    .replace(/(.{4})/g, '$1 ')
    .trim();
}

/** The active bank accounts as choices, each IBAN copyable (without its spaces, as banks take it). */
export function BankAccountChoice({
  accounts,
  value,
  onChange,
  error,
}: {
  accounts: BankAccount[];
  value: string;
  onChange: (id: string) => void;
  error?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      label={t('subscription.purchase.bankAccount')}
      description={t('subscription.purchase.bankAccountHint')}
      value={value}
      onChange={onChange}
      error={error}
      withAsterisk
    >
      <Stack gap="xs" mt="xs">
        {accounts.map((account) => (
          // The copy button sits beside the card, not in it: a button inside the radio card would be
          // a control inside a control, which screen readers cannot reach (axe nested-interactive).
          <Group key={account.id} wrap="nowrap" align="center" gap="xs">
            <Radio.Card
              value={account.id}
              p="sm"
              radius="md"
              data-testid="bank-account"
              style={{
                flex: 1,
                minWidth: 0,
                borderColor: value === account.id ? 'var(--mantine-primary-color-filled)' : undefined,
              }}
            >
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Radio.Indicator mt={2} />
                <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                  <Text fw={700} size="sm">
                    {account.bank_name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('subscription.purchase.holder', { holder: account.account_holder })}
                    {account.branch ? ` · ${t('subscription.purchase.branch', { branch: account.branch })}` : ''}
                  </Text>
                  <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }} data-testid="bank-iban">
                    {groupedIban(account.iban)}
                  </Text>
                </Stack>
              </Group>
            </Radio.Card>
            <CopyButton value={account.iban.replace(/\s+/g, '')}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? t('subscription.purchase.copied') : t('subscription.purchase.copyIban')}>
                  <ActionIcon
                    size="lg"
                    variant="subtle"
                    color={copied ? 'teal' : 'gray'}
                    aria-label={`${t('subscription.purchase.copyIban')}: ${account.bank_name}`}
                    onClick={copy}
                    data-testid="bank-iban-copy"
                  >
                    {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          </Group>
        ))}
      </Stack>
    </Radio.Group>
  );
}
