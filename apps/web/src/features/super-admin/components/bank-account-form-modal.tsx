import { Button, Group, Modal, NumberInput, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  createBankAccountInput,
  normalizeIban,
  subscriptionLimits,
  updateBankAccountInput,
  type BankAccount,
} from '@vazife/contract';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { errorMessage } from '../../../lib/api-error';
import { contractValidation } from '../../../lib/contract-form';
import { notifySuccess } from '../../../lib/notify';
import { useSaveBankAccount, type BankAccountRequest } from '../api/bank-accounts';
import { formatIban } from './console-format';

interface BankValues {
  bank_name: string;
  account_holder: string;
  iban: string;
  branch: string;
  display_order: number | string;
  is_active: boolean;
}

/**
 * The request the form sends: texts trimmed, the IBAN without its spaces, the active state only
 * in an edit. A cleared order is left out, as the contract reads it: a new account's is 0, an
 * edit keeps the stored one.
 */
const toRequest = (values: BankValues, edit: boolean): BankAccountRequest => ({
  bank_name: values.bank_name.trim(),
  account_holder: values.account_holder.trim(),
  iban: normalizeIban(values.iban),
  branch: values.branch.trim(),
  display_order: values.display_order === '' ? undefined : Number(values.display_order),
  ...(edit ? { is_active: values.is_active } : {}),
});

const createCheck = contractValidation(createBankAccountInput, (request: BankAccountRequest) => request);
const editCheck = contractValidation(updateBankAccountInput, (request: BankAccountRequest) => request);

/** A bank account's form; the IBAN is shown in groups of four as it is typed and checked (mod 97). */
export function BankAccountFormModal({
  account,
  nextOrder,
  onClose,
}: {
  account: BankAccount | null;
  nextOrder: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveBankAccount();
  const form = useForm<BankValues>({
    initialValues: {
      bank_name: account?.bank_name ?? '',
      account_holder: account?.account_holder ?? '',
      iban: account ? formatIban(account.iban) : '',
      branch: account?.branch ?? '',
      display_order: account?.display_order ?? nextOrder,
      is_active: account?.is_active ?? true,
    },
    validate: (values) => (account ? editCheck(toRequest(values, true)) : createCheck(toRequest(values, false))),
  });

  const close = () => {
    if (!save.isPending) onClose();
  };

  const submit = form.onSubmit((values) => {
    const body = toRequest(values, account !== null);
    save.mutate(
      { id: account?.id, body },
      {
        onSuccess: () => {
          notifySuccess(account ? t('console.bank.updated') : t('console.bank.created'));
          onClose();
        },
      },
    );
  });

  const ibanProps = form.getInputProps('iban');
  return (
    <Modal opened onClose={close} title={account ? t('console.bank.editTitle') : t('console.bank.createTitle')}>
      <form onSubmit={submit} noValidate data-testid="bank-form">
        <Stack gap="sm">
          <ErrorAlert
            message={
              save.isError
                ? errorMessage(save.error, account ? t('console.common.actionFailed') : t('console.bank.addFailed'))
                : null
            }
            testId="bank-form-error"
          />
          <TextInput
            label={t('console.bank.bankName')}
            required
            maxLength={subscriptionLimits.textMax}
            data-testid="bank-name"
            {...form.getInputProps('bank_name')}
          />
          <TextInput
            label={t('console.bank.holder')}
            required
            maxLength={subscriptionLimits.textMax}
            data-testid="bank-holder"
            {...form.getInputProps('account_holder')}
          />
          <TextInput
            label={t('console.bank.iban')}
            description={t('console.bank.ibanHint')}
            required
            autoComplete="off"
            spellCheck={false}
            maxLength={32}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            data-testid="bank-iban"
            {...ibanProps}
            onChange={(event) => form.setFieldValue('iban', formatIban(event.currentTarget.value))}
          />
          <TextInput
            label={t('console.bank.branch')}
            maxLength={subscriptionLimits.textMax}
            {...form.getInputProps('branch')}
          />
          <NumberInput
            label={t('console.bank.order')}
            min={0}
            max={10_000}
            allowDecimal={false}
            allowNegative={false}
            data-testid="bank-order"
            {...form.getInputProps('display_order')}
          />
          {account && (
            <Switch label={t('console.bank.active')} {...form.getInputProps('is_active', { type: 'checkbox' })} />
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={save.isPending}>
              {t('console.common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="bank-submit">
              {t('console.common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
