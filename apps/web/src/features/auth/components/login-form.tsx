import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAt, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { PasswordField } from '../../../components/password-field';
import { errorMessage } from '../../../lib/api-error';
import { lazyValidation } from '../../../lib/lazy-validation';
import { useLogin } from '../api/login';
import { toLoginRequest, type LoginValues } from '../validation/requests';

// The rules (zod and the contract's schemas) are fetched once someone starts on the form.
const validation = lazyValidation<LoginValues>(() =>
  import('../validation/sign-in-validation').then((module) => module.validateLogin),
);

const preloadValidation = () => void validation.preload().catch(() => undefined);

/** E-mail and password; `initialEmail` comes from a registration just made, so the password is next. */
export function LoginForm({ initialEmail = '' }: { initialEmail?: string }) {
  const { t } = useTranslation();
  const loginMutation = useLogin();
  const form = useForm<LoginValues>({
    initialValues: { email: initialEmail, password: '' },
    validate: validation.validate,
  });

  const onSubmit = validation.submit(form, (values) => loginMutation.submit(toLoginRequest(values)));

  return (
    <form onSubmit={onSubmit} onFocus={preloadValidation} noValidate data-testid="login-form">
      <Stack gap="md">
        <ErrorAlert
          message={loginMutation.isError ? errorMessage(loginMutation.error, t('login.failed')) : null}
          testId="login-error"
        />
        <TextInput
          label={t('login.email')}
          placeholder={t('login.emailPlaceholder')}
          type="email"
          autoComplete="email"
          leftSection={<IconAt size={16} />}
          required
          data-testid="login-email"
          {...form.getInputProps('email')}
        />
        <PasswordField
          label={t('login.password')}
          placeholder={t('login.passwordPlaceholder')}
          autoComplete="current-password"
          autoFocus={Boolean(initialEmail)}
          leftSection={<IconLock size={16} />}
          required
          data-testid="login-password"
          {...form.getInputProps('password')}
        />
        <Button type="submit" size="md" fullWidth disabled={loginMutation.isPending} data-testid="login-submit">
          {loginMutation.isPending ? t('login.submitting') : t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
