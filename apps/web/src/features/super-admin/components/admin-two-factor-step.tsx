import '../../../i18n/two-factor';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconShieldCheck } from '@tabler/icons-react';
import { adminTwoFactorLoginInput } from '@vazife/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { errorMessage } from '../../../lib/api-error';
import { contractValidation } from '../../../lib/contract-form';
import { useAdminLoginTwoFactor } from '../api/admin-login-two-factor';

/** Which of the two codes the form sends is one of its values, so that its validation knows. */
type StepValues = { code: string; recovery_code: string; useRecovery: boolean };

/**
 * The operator sign-in's second step, once the password was right: the authenticator app's code,
 * or one of the recovery codes. The session is stored on success (admin-login-two-factor.ts) and
 * the sign-in page moves on by itself.
 */
export function AdminTwoFactorStep({
  challengeToken,
  onStartOver,
}: {
  challengeToken: string;
  onStartOver: () => void;
}) {
  const { t } = useTranslation();
  const mutation = useAdminLoginTwoFactor();
  const toRequest = (values: StepValues) =>
    values.useRecovery
      ? { challenge_token: challengeToken, recovery_code: values.recovery_code }
      : { challenge_token: challengeToken, code: values.code };
  const [validate] = useState(() => contractValidation(adminTwoFactorLoginInput, toRequest));
  const form = useForm<StepValues>({
    initialValues: { code: '', recovery_code: '', useRecovery: false },
    validate,
  });
  const mode = form.values.useRecovery ? 'recovery' : 'code';
  const onSubmit = form.onSubmit((values) => mutation.mutate(toRequest(values)));
  const switchMode = () => {
    form.setFieldValue('useRecovery', !form.values.useRecovery);
    form.clearErrors();
    mutation.reset();
  };

  return (
    <form onSubmit={onSubmit} noValidate data-testid="admin-two-factor-form">
      <Stack gap="md">
        <Stack gap={4}>
          <Text fw={600} size="lg">
            {t('twoFactor.stepTitle')}
          </Text>
          <Text c="dimmed" size="sm">
            {mode === 'code' ? t('twoFactor.stepText') : t('twoFactor.stepRecoveryText')}
          </Text>
        </Stack>
        <ErrorAlert
          message={mutation.isError ? errorMessage(mutation.error, t('twoFactor.verifyFailed')) : null}
          testId="admin-two-factor-error"
        />
        {mode === 'code' ? (
          <TextInput
            key="code"
            label={t('twoFactor.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            leftSection={<IconShieldCheck size={16} />}
            required
            autoFocus
            data-testid="admin-two-factor-code"
            {...form.getInputProps('code')}
          />
        ) : (
          <TextInput
            key="recovery"
            label={t('twoFactor.recoveryCode')}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={64}
            required
            data-testid="admin-two-factor-recovery"
            {...form.getInputProps('recovery_code')}
          />
        )}
        <Button type="submit" size="md" fullWidth disabled={mutation.isPending} data-testid="admin-two-factor-submit">
          {mutation.isPending ? t('twoFactor.verifying') : t('twoFactor.verify')}
        </Button>
        <Stack gap={6} align="center">
          <Anchor component="button" type="button" size="sm" onClick={switchMode} data-testid="admin-two-factor-switch">
            {mode === 'code' ? t('twoFactor.useRecoveryCode') : t('twoFactor.useAppCode')}
          </Anchor>
          <Anchor
            component="button"
            type="button"
            size="sm"
            c="dimmed"
            onClick={onStartOver}
            data-testid="admin-two-factor-restart"
          >
            {t('twoFactor.startOver')}
          </Anchor>
        </Stack>
      </Stack>
    </form>
  );
}
