import '../../../i18n/subscription';
import {
  Alert,
  Button,
  Divider,
  Group,
  Loader,
  Modal,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { phoneMax, subscriptionLimits, type Company, type PaymentMethod, type Plan } from '@vazife/contract';
import { IconAlertCircle, IconCircleCheck, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { errorMessage } from '../../../lib/api-error';
import { useIsPhone } from '../../../lib/use-is-phone';
import { useActiveBankAccounts } from '../api/bank-accounts';
import { usePurchase, type PaytrStart, type PurchaseValues } from '../api/purchase';
import { usePurchaseQuote } from '../api/quote';
import { BankAccountChoice } from './bank-account-choice';
import { formatTl } from './money';
import { PurchasePrice } from './purchase-price';
import { validatePurchase } from './purchase-validation';

const durations = subscriptionLimits.durations;

function initialValues(plan: Plan, company: Company | undefined): PurchaseValues {
  return {
    plan_id: plan.id,
    duration_months: 1,
    payment_method: 'havale_eft',
    invoice_company_name: company?.name ?? '',
    invoice_tax_office: '',
    invoice_tax_number: '',
    invoice_address: '',
    bank_account_id: '',
    user_phone: '',
    notes: '',
  };
}

/**
 * Buying a plan: 1, 3, 6 or 12 months with the server's price shown as it changes (an upgrade's
 * credit, where a cheaper plan's period starts: PurchasePrice), by bank transfer to one of the
 * active accounts (the purchase then waits for the operator's approval) or by card (PayTR's frame
 * follows: `onCardStart`). The buy button stays disabled while the invoice company name is blank,
 * a request is on its way, or the current plan's credit covers the whole price.
 */
export function PurchaseDialog({
  plan,
  company,
  stackId,
  opened = true,
  onClose,
  onClosed,
  onCardStart,
}: {
  plan: Plan;
  company: Company | undefined;
  stackId?: string;
  opened?: boolean;
  onClose: () => void;
  /** Once it has faded out after closing: the caller may let it go. */
  onClosed?: () => void;
  onCardStart: (start: PaytrStart) => void;
}) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const form = useForm<PurchaseValues>({ initialValues: initialValues(plan, company), validate: validatePurchase });
  const { values, errors } = form;
  const [done, setDone] = useState(false);
  const purchase = usePurchase();
  const bank = values.payment_method === 'havale_eft';
  const accounts = useActiveBankAccounts();
  const quote = usePurchaseQuote(plan.id, values.duration_months);
  const covered = Boolean(quote.data?.credit_covers_price && !quote.isPlaceholderData);

  const close = () => {
    if (purchase.isPending) return;
    onClose();
  };
  const submit = form.onSubmit((checked) => {
    purchase.mutate(checked, {
      onSuccess: (result) => {
        if (result.kind === 'card') onCardStart(result.start);
        else setDone(true);
      },
    });
  });

  const nameBlank = values.invoice_company_name.trim() === '';

  return (
    <Modal
      opened={opened}
      stackId={stackId}
      onClose={close}
      onExitTransitionEnd={onClosed}
      title={t('subscription.purchase.title')}
      size="lg"
      fullScreen={isPhone}
    >
      {done ? (
        <Stack gap="md" align="center" ta="center" py="md" data-testid="purchase-success">
          <IconCircleCheck size={48} color="var(--mantine-color-green-text)" aria-hidden />
          <Text fw={700} size="lg">
            {t('subscription.purchase.successTitle')}
          </Text>
          <Text size="sm">{t('subscription.purchase.successBank')}</Text>
          <Button onClick={onClose}>{t('subscription.purchase.done')}</Button>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text fw={600} data-testid="purchase-plan">
              {t('subscription.purchase.planLine', { plan: plan.name, price: formatTl(plan.price) })}
            </Text>
            <Stack gap={6}>
              <Text size="sm" fw={500} id="purchase-duration-label">
                {t('subscription.purchase.duration')}
              </Text>
              <SegmentedControl
                aria-labelledby="purchase-duration-label"
                fullWidth
                value={String(values.duration_months)}
                onChange={(value) => form.setFieldValue('duration_months', Number(value))}
                data={durations.map((months) => ({
                  value: String(months),
                  label: t('subscription.purchase.months', { count: months }),
                }))}
                data-testid="purchase-duration"
              />
            </Stack>
            <PurchasePrice plan={plan} months={values.duration_months} quote={quote} />
            <Stack gap={6}>
              <Text size="sm" fw={500} id="purchase-method-label">
                {t('subscription.purchase.method')}
              </Text>
              <SegmentedControl
                aria-labelledby="purchase-method-label"
                fullWidth
                value={values.payment_method}
                onChange={(value) => form.setFieldValue('payment_method', value as PaymentMethod)}
                data={[
                  { value: 'havale_eft', label: t('subscription.method.havale_eft') },
                  { value: 'kredi_karti', label: t('subscription.method.kredi_karti') },
                ]}
                data-testid="purchase-method"
              />
            </Stack>
            {bank ? (
              accounts.isPending ? (
                <Group justify="center">
                  <Loader size="sm" />
                </Group>
              ) : accounts.isError ? (
                <ErrorAlert message={errorMessage(accounts.error, t('subscription.purchase.bankAccountsFailed'))} />
              ) : accounts.data.length === 0 ? (
                <Alert color="yellow" variant="light" icon={<IconAlertCircle size={18} />}>
                  {t('subscription.purchase.noBankAccounts')}
                </Alert>
              ) : (
                <BankAccountChoice
                  accounts={accounts.data}
                  value={values.bank_account_id}
                  onChange={(id) => form.setFieldValue('bank_account_id', id)}
                  error={errors.bank_account_id}
                />
              )
            ) : (
              <Stack gap="xs">
                <TextInput
                  label={t('subscription.purchase.phone')}
                  placeholder={t('subscription.purchase.phonePlaceholder')}
                  type="tel"
                  autoComplete="tel"
                  required
                  maxLength={phoneMax}
                  {...form.getInputProps('user_phone')}
                  data-testid="purchase-phone"
                />
                <Group gap={6} wrap="nowrap" align="flex-start">
                  <IconLock size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
                  <Text size="xs" c="dimmed">
                    {t('subscription.purchase.cardNote')}
                  </Text>
                </Group>
              </Stack>
            )}
            {bank && errors.bank_account_id && accounts.data?.length === 0 && (
              <Text size="sm" c="red" role="alert">
                {errors.bank_account_id}
              </Text>
            )}
            <Divider label={t('subscription.purchase.invoiceTitle')} labelPosition="left" />
            <TextInput
              label={t('subscription.purchase.invoiceCompanyName')}
              required
              maxLength={subscriptionLimits.textMax}
              {...form.getInputProps('invoice_company_name')}
              data-testid="purchase-company-name"
            />
            <Group grow gap="sm" align="flex-start" wrap={isPhone ? 'wrap' : 'nowrap'}>
              <TextInput
                label={t('subscription.purchase.invoiceTaxOffice')}
                maxLength={subscriptionLimits.textMax}
                {...form.getInputProps('invoice_tax_office')}
                miw={isPhone ? '100%' : undefined}
              />
              <TextInput
                label={t('subscription.purchase.invoiceTaxNumber')}
                placeholder={t('subscription.purchase.invoiceTaxNumberPlaceholder')}
                inputMode="numeric"
                maxLength={14}
                {...form.getInputProps('invoice_tax_number')}
                miw={isPhone ? '100%' : undefined}
                data-testid="purchase-tax-number"
              />
            </Group>
            <Textarea
              label={t('subscription.purchase.invoiceAddress')}
              autosize
              minRows={2}
              maxRows={5}
              maxLength={subscriptionLimits.addressMax}
              {...form.getInputProps('invoice_address')}
            />
            {bank && (
              <Textarea
                label={t('subscription.purchase.notes')}
                placeholder={t('subscription.purchase.notesPlaceholder')}
                autosize
                minRows={2}
                maxRows={5}
                maxLength={subscriptionLimits.notesMax}
                {...form.getInputProps('notes')}
              />
            )}
            {purchase.isError && (
              <ErrorAlert
                message={errorMessage(purchase.error, t('subscription.purchase.failed'))}
                testId="purchase-error"
              />
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close} disabled={purchase.isPending}>
                {t('common.cancel')}
              </Button>
              <Button
                type="submit"
                loading={purchase.isPending}
                disabled={nameBlank || covered || purchase.isPending}
                data-testid="purchase-submit"
              >
                {bank ? t('subscription.purchase.submitBank') : t('subscription.purchase.submitCard')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
