import { Badge, Group, Stack, Switch, Text } from '@mantine/core';
import type { BankAccount } from '@vazife/contract';
import { useTranslation } from 'react-i18next';
import { useBankAccounts, useDeleteBankAccount, useSaveBankAccount } from '../api/bank-accounts';
import { BankAccountFormModal } from '../components/bank-account-form-modal';
import { formatIban } from '../components/console-format';
import { ConsoleList } from '../components/console-list';
import { useConsoleRecords } from '../components/console-records';

/** Banka hesapları: the accounts customers pay into by bank transfer, in their display order. */
export function BankAccountsTab() {
  const { t } = useTranslation();
  const accounts = useBankAccounts();
  const save = useSaveBankAccount();
  const remove = useDeleteBankAccount();
  const list = accounts.data && [...accounts.data].sort((a, b) => a.display_order - b.display_order);
  const nextOrder = list?.length ? Math.max(...list.map((a) => a.display_order)) + 1 : 0;
  const records = useConsoleRecords<BankAccount>({
    testId: 'bank',
    nameOf: (account) => account.bank_name,
    addLabel: t('console.bank.add'),
    form: (account, close) => <BankAccountFormModal account={account} nextOrder={nextOrder} onClose={close} />,
    deletion: {
      title: t('console.bank.deleteTitle'),
      text: (account) => t('console.bank.deleteText', { bank: account.bank_name, iban: formatIban(account.iban) }),
      done: t('console.bank.deletedDone'),
      pending: remove.isPending,
      remove: (account, callbacks) => remove.mutate(account.id, callbacks),
    },
  });

  const toggle = (account: BankAccount, isActive: boolean) =>
    save.mutate({ id: account.id, body: { is_active: isActive } }, { onError: records.statusFailed });

  const activeSwitch = (account: BankAccount) => (
    <Group gap="xs" wrap="nowrap">
      <Switch
        checked={account.is_active}
        onChange={(event) => toggle(account, event.currentTarget.checked)}
        aria-label={`${t('console.bank.active')}: ${account.bank_name}`}
        data-testid={`bank-${account.id}-active`}
      />
      <Badge color={account.is_active ? 'green' : 'gray'} variant="light">
        {account.is_active ? t('console.common.active') : t('console.common.passive')}
      </Badge>
    </Group>
  );

  const holder = (account: BankAccount) => (
    <Text size="xs" c="dimmed">
      {account.account_holder}
      {account.branch ? ` · ${account.branch}` : ''}
    </Text>
  );

  const iban = (account: BankAccount) => (
    <Text size="sm" ff="monospace" data-testid={`bank-${account.id}-iban`}>
      {formatIban(account.iban)}
    </Text>
  );

  const card = (account: BankAccount) => (
    <>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600}>
            {account.display_order}. {account.bank_name}
          </Text>
          {holder(account)}
        </Stack>
        {records.buttons(account)}
      </Group>
      <Stack mt="xs" gap="xs">
        {iban(account)}
        <Group>{activeSwitch(account)}</Group>
      </Stack>
    </>
  );

  return (
    <Stack gap="md">
      {records.addButton}
      <ConsoleList
        items={list}
        query={accounts}
        loadingHeight={120}
        empty={t('console.bank.empty')}
        testIdOf={(account) => `bank-${account.id}`}
        card={card}
        table={{
          minWidth: 760,
          columns: [
            { header: t('console.bank.order'), cell: (account) => account.display_order },
            {
              header: t('console.bank.bankName'),
              cell: (account) => (
                <>
                  <Text size="sm" fw={600}>
                    {account.bank_name}
                  </Text>
                  {holder(account)}
                </>
              ),
            },
            { header: t('console.bank.iban'), cell: iban },
            { header: t('console.bank.active'), cell: activeSwitch },
            { header: t('console.common.actions'), cell: records.buttons },
          ],
        }}
      />
      {records.dialogs}
    </Stack>
  );
}
