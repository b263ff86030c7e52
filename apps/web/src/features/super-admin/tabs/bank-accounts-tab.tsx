import { ActionIcon, Badge, Button, Card, Group, Skeleton, Stack, Switch, Table, Text } from '@mantine/core';
import type { BankAccount } from '@vazife/contract';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal';
import { ErrorAlert } from '../../../components/error-alert';
import { errorMessage } from '../../../lib/api-error';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useIsPhone } from '../../../lib/use-is-phone';
import { useBankAccounts, useDeleteBankAccount, useSaveBankAccount } from '../api/bank-accounts';
import { BankAccountFormModal } from '../components/bank-account-form-modal';
import { formatIban } from '../components/console-format';

/** Banka hesapları: the accounts customers pay into by bank transfer, in their display order. */
export function BankAccountsTab() {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const accounts = useBankAccounts();
  const save = useSaveBankAccount();
  const remove = useDeleteBankAccount();
  const [editing, setEditing] = useState<BankAccount | 'new' | null>(null);
  const [deleting, setDeleting] = useState<BankAccount | null>(null);
  const list = [...(accounts.data ?? [])].sort((a, b) => a.display_order - b.display_order);
  const nextOrder = list.length ? Math.max(...list.map((a) => a.display_order)) + 1 : 0;

  const toggle = (account: BankAccount, isActive: boolean) =>
    save.mutate(
      { id: account.id, body: { is_active: isActive } },
      { onError: (error) => notifyError(errorMessage(error, t('console.common.statusFailed'))) },
    );

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => notifySuccess(t('console.bank.deletedDone')),
      onError: (error) => notifyError(errorMessage(error, t('console.common.deleteFailed'))),
      onSettled: () => setDeleting(null),
    });
  };

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

  const buttons = (account: BankAccount) => (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        size="lg"
        aria-label={`${t('console.common.edit')}: ${account.bank_name}`}
        onClick={() => setEditing(account)}
        data-testid={`bank-${account.id}-edit`}
      >
        <IconEdit size={18} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        size="lg"
        aria-label={`${t('console.common.delete')}: ${account.bank_name}`}
        onClick={() => setDeleting(account)}
        data-testid={`bank-${account.id}-delete`}
      >
        <IconTrash size={18} />
      </ActionIcon>
    </Group>
  );

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')} data-testid="bank-add">
          {t('console.bank.add')}
        </Button>
      </Group>
      <ErrorAlert message={accounts.isError ? errorMessage(accounts.error, t('console.common.loadFailed')) : null} />
      {accounts.isPending && <Skeleton h={120} />}
      {accounts.data?.length === 0 && (
        <Text c="dimmed" size="sm">
          {t('console.bank.empty')}
        </Text>
      )}
      {isPhone && list.length > 0 && (
        <Stack gap="sm">
          {list.map((account) => (
            <Card key={account.id} p="sm" data-testid={`bank-${account.id}`}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={600}>
                    {account.display_order}. {account.bank_name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {account.account_holder}
                    {account.branch ? ` · ${account.branch}` : ''}
                  </Text>
                </Stack>
                {buttons(account)}
              </Group>
              <Text size="sm" ff="monospace" mt="xs" data-testid={`bank-${account.id}-iban`}>
                {formatIban(account.iban)}
              </Text>
              <Group mt="xs">{activeSwitch(account)}</Group>
            </Card>
          ))}
        </Stack>
      )}
      {!isPhone && list.length > 0 && (
        <Table.ScrollContainer minWidth={760}>
          <Table verticalSpacing="sm" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('console.bank.order')}</Table.Th>
                <Table.Th>{t('console.bank.bankName')}</Table.Th>
                <Table.Th>{t('console.bank.iban')}</Table.Th>
                <Table.Th>{t('console.bank.active')}</Table.Th>
                <Table.Th>{t('console.common.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((account) => (
                <Table.Tr key={account.id} data-testid={`bank-${account.id}`}>
                  <Table.Td>{account.display_order}</Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {account.bank_name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {account.account_holder}
                      {account.branch ? ` · ${account.branch}` : ''}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" ff="monospace" data-testid={`bank-${account.id}-iban`}>
                      {formatIban(account.iban)}
                    </Text>
                  </Table.Td>
                  <Table.Td>{activeSwitch(account)}</Table.Td>
                  <Table.Td>{buttons(account)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {editing && (
        <BankAccountFormModal
          key={editing === 'new' ? 'new' : editing.id}
          account={editing === 'new' ? null : editing}
          nextOrder={nextOrder}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmModal
        opened={deleting !== null}
        title={t('console.bank.deleteTitle')}
        confirmLabel={t('console.common.delete')}
        color="red"
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        {t('console.bank.deleteText', {
          bank: deleting?.bank_name ?? '',
          iban: deleting ? formatIban(deleting.iban) : '',
        })}
      </ConfirmModal>
    </Stack>
  );
}
