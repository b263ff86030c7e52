import {
  Alert,
  Button,
  Card,
  Group,
  PasswordInput,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { paytrSettingsCreateInput, paytrSettingsUpdateInput, type PaytrSettings } from '@vazife/contract';
import { IconCircleCheck, IconCircleX, IconPlugConnected } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { errorMessage } from '../../../lib/api-error';
import { contractValidation } from '../../../lib/contract-form';
import { notifySuccess } from '../../../lib/notify';
import { usePaytrSettings, useSavePaytrSettings, useTestPaytr, type PaytrRequest } from '../api/paytr';
import { formatDateTime } from '../components/console-format';

/** Ödeme sağlayıcı: PayTR's merchant details, test mode, the card switch and a connection test. */
export function PaytrTab() {
  const { t } = useTranslation();
  const settings = usePaytrSettings();
  return (
    <Card p={{ base: 'md', sm: 'lg' }} maw={720}>
      <Stack gap="md">
        <Title order={3} fz="lg">
          {t('console.paytr.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('console.paytr.intro')}
        </Text>
        <ErrorAlert message={settings.isError ? errorMessage(settings.error, t('console.common.loadFailed')) : null} />
        {settings.isPending && <Skeleton h={240} />}
        {settings.data && <PaytrForm key={settings.data.updated_at ?? 'new'} settings={settings.data} />}
      </Stack>
    </Card>
  );
}

/** The request as sent: the merchant's number, key and salt trimmed. */
const toRequest = (values: PaytrRequest): PaytrRequest => ({
  ...values,
  merchant_id: values.merchant_id.trim(),
  merchant_key: values.merchant_key.trim(),
  merchant_salt: values.merchant_salt.trim(),
});

const createCheck = contractValidation(paytrSettingsCreateInput, toRequest);
const updateCheck = contractValidation(paytrSettingsUpdateInput, toRequest);

function PaytrForm({ settings }: { settings: PaytrSettings }) {
  const { t } = useTranslation();
  const save = useSavePaytrSettings();
  const test = useTestPaytr();
  const exists = settings.exists;
  const form = useForm<PaytrRequest>({
    initialValues: {
      merchant_id: settings.merchant_id ?? '',
      merchant_key: '',
      merchant_salt: '',
      is_test_mode: settings.is_test_mode,
      is_active: settings.is_active,
    },
    // On the first save every field is required; afterwards a blank key or salt keeps the stored one.
    validate: exists ? updateCheck : createCheck,
  });

  const submit = form.onSubmit((values) => {
    test.reset();
    save.mutate({ exists, body: toRequest(values) }, { onSuccess: () => notifySuccess(t('console.paytr.saved')) });
  });

  const answer = test.data;
  return (
    <form onSubmit={submit} noValidate data-testid="paytr-form">
      <Stack gap="sm">
        {!exists && (
          <Alert color="blue" variant="light" data-testid="paytr-not-configured">
            {t('console.paytr.notConfigured')}
          </Alert>
        )}
        <ErrorAlert
          message={save.isError ? errorMessage(save.error, t('console.paytr.saveFailed')) : null}
          testId="paytr-error"
        />
        <TextInput
          label={t('console.paytr.merchantId')}
          required
          autoComplete="off"
          maxLength={50}
          data-testid="paytr-merchant-id"
          {...form.getInputProps('merchant_id')}
        />
        <PasswordInput
          label={t('console.paytr.merchantKey')}
          required={!exists}
          autoComplete="new-password"
          maxLength={200}
          description={
            settings.merchant_key_hint ? t('console.paytr.keepHint', { hint: settings.merchant_key_hint }) : undefined
          }
          data-testid="paytr-merchant-key"
          {...form.getInputProps('merchant_key')}
        />
        <PasswordInput
          label={t('console.paytr.merchantSalt')}
          required={!exists}
          autoComplete="new-password"
          maxLength={200}
          description={
            settings.merchant_salt_hint ? t('console.paytr.keepHint', { hint: settings.merchant_salt_hint }) : undefined
          }
          data-testid="paytr-merchant-salt"
          {...form.getInputProps('merchant_salt')}
        />
        <Switch
          label={t('console.paytr.testMode')}
          description={t('console.paytr.testModeHint')}
          data-testid="paytr-test-mode"
          {...form.getInputProps('is_test_mode', { type: 'checkbox' })}
        />
        <Switch
          label={t('console.paytr.active')}
          description={t('console.paytr.activeHint')}
          data-testid="paytr-active"
          {...form.getInputProps('is_active', { type: 'checkbox' })}
        />
        {settings.updated_at && (
          <Text size="xs" c="dimmed">
            {t('console.paytr.lastSaved', { date: formatDateTime(settings.updated_at) })}
          </Text>
        )}
        <Group gap="sm" mt="xs">
          <Button type="submit" loading={save.isPending} data-testid="paytr-save">
            {t('console.common.save')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconPlugConnected size={16} />}
            disabled={!exists || form.isDirty()}
            loading={test.isPending}
            onClick={() => test.mutate()}
            data-testid="paytr-test"
          >
            {test.isPending ? t('console.paytr.testing') : t('console.paytr.test')}
          </Button>
        </Group>
        {test.isError && (
          <ErrorAlert message={errorMessage(test.error, t('console.paytr.testFail'))} testId="paytr-test-error" />
        )}
        {answer && (
          <Alert
            color={answer.success ? 'green' : 'red'}
            variant="light"
            role="status"
            icon={answer.success ? <IconCircleCheck size={18} /> : <IconCircleX size={18} />}
            title={answer.success ? t('console.paytr.testOk') : t('console.paytr.testFail')}
            data-testid="paytr-test-answer"
          >
            <Text size="sm">{answer.message}</Text>
            <Text size="xs" c="dimmed">
              {answer.test_mode ? t('console.paytr.testModeOn') : t('console.paytr.testModeOff')}
            </Text>
          </Alert>
        )}
      </Stack>
    </form>
  );
}
