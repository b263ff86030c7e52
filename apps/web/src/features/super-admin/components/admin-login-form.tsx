import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconUser } from '@tabler/icons-react';
import { adminLoginInput } from '@vazife/contract';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { PasswordField } from '../../../components/password-field';
import { errorMessage } from '../../../lib/api-error';
import { contractValidation } from '../../../lib/contract-form';
import { useAdminLogin } from '../api/admin-login';
import { AdminTwoFactorStep } from './admin-two-factor-step';

type AdminLoginValues = { username: string; password: string };

const toRequest = (values: AdminLoginValues) => ({ username: values.username.trim(), password: values.password });

// The server's own checks and Turkish messages (the contract's adminLoginInput).
const validate = contractValidation(adminLoginInput, toRequest);

export function AdminLoginForm() {
  const { t } = useTranslation();
  const mutation = useAdminLogin();
  const form = useForm({
    initialValues: { username: '', password: '' },
    validate,
  });

  const onSubmit = form.onSubmit((values) => mutation.mutate(toRequest(values)));

  // The password was right and two-factor is on: the second step, with the challenge it answered.
  const challenge = mutation.data && 'two_factor_required' in mutation.data ? mutation.data : undefined;
  if (challenge)
    return (
      <AdminTwoFactorStep
        challengeToken={challenge.challenge_token}
        onStartOver={() => {
          mutation.reset();
          form.setFieldValue('password', '');
        }}
      />
    );

  return (
    <form onSubmit={onSubmit} noValidate data-testid="admin-login-form">
      <Stack gap="md">
        <ErrorAlert
          message={mutation.isError ? errorMessage(mutation.error, t('admin.loginFailed')) : null}
          testId="admin-login-error"
        />
        <TextInput
          label={t('admin.username')}
          autoComplete="username"
          leftSection={<IconUser size={16} />}
          required
          data-testid="admin-username"
          {...form.getInputProps('username')}
        />
        <PasswordField
          label={t('admin.password')}
          autoComplete="current-password"
          required
          data-testid="admin-password"
          {...form.getInputProps('password')}
        />
        <Button type="submit" size="md" fullWidth disabled={mutation.isPending} data-testid="admin-login-submit">
          {mutation.isPending ? t('admin.submitting') : t('admin.submit')}
        </Button>
      </Stack>
    </form>
  );
}
