import { Alert, Button, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { limits, needsCompanyCode, roles, type RegisterInput } from '@vazife/contract';
import { IconCircleCheck } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { PasswordField } from '../../../components/password-field';
import { errorMessage } from '../../../lib/api-error';
import { normalizeCode } from '../../../lib/validators';
import { pageLoad } from '../../../lib/page-load';
import { useAction } from '../../../lib/use-action';
import { register } from '../api/register';
import { rememberRegistered, type Registered } from './registered-state';
import {
  emptyRegisterValues,
  isRole,
  registerValidation,
  toRegisterRequest,
  type RegisterValues,
} from './register-validation';

/** The /register form: four roles, the company code for staff, and a repeated password. */
export function RegisterForm() {
  const { t } = useTranslation();
  const [sent, setSent] = useState<Registered | null>(null);
  const mutation = useAction(
    useCallback(async (input: RegisterInput) => {
      await register(input);
      if (input.role) setSent({ email: input.email, role: input.role });
    }, []),
  );
  const form = useForm<RegisterValues>({ initialValues: emptyRegisterValues, validate: registerValidation(t) });
  const { role } = form.values;
  const showCode = isRole(role) && needsCompanyCode(role);

  // The sign-in screen says what happened and has the e-mail filled, instead of an empty form.
  useEffect(() => {
    if (!sent) return;
    rememberRegistered(sent);
    // The sign-in page loads its notice lazily: fetched during the wait, it is in the cache on arrival.
    void import('./registered-notice');
    const timer = window.setTimeout(() => pageLoad.go('/login'), limits.registerRedirectMs);
    return () => window.clearTimeout(timer);
  }, [sent]);

  const onSubmit = form.onSubmit((values) => {
    if (isRole(values.role)) mutation.submit(toRegisterRequest(values));
  });

  if (sent) {
    return (
      <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />} data-testid="register-success">
        {t('register.success')}
      </Alert>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate data-testid="register-form">
      <Stack gap="md">
        <ErrorAlert
          message={mutation.isError ? errorMessage(mutation.error, t('register.failed')) : null}
          testId="register-error"
        />
        <TextInput
          label={t('register.name')}
          placeholder={t('register.namePlaceholder')}
          autoComplete="name"
          required
          data-testid="register-name"
          {...form.getInputProps('name')}
        />
        <TextInput
          label={t('register.email')}
          placeholder={t('login.emailPlaceholder')}
          type="email"
          autoComplete="email"
          required
          data-testid="register-email"
          {...form.getInputProps('email')}
        />
        <TextInput
          label={t('register.phone')}
          placeholder={t('register.phonePlaceholder')}
          type="tel"
          autoComplete="tel"
          data-testid="register-phone"
          {...form.getInputProps('phone')}
        />
        <NativeSelect
          label={t('register.role')}
          required
          data-testid="register-role"
          data={[
            { value: '', label: t('register.rolePlaceholder'), disabled: true },
            ...roles.map((value) => ({ value, label: t(`roles.${value}`) })),
          ]}
          {...form.getInputProps('role')}
          onChange={(event) => {
            form.setFieldValue('role', event.currentTarget.value as RegisterValues['role']);
            form.setFieldValue('company_code', '');
            form.clearFieldError('company_code');
          }}
        />
        {showCode && (
          <TextInput
            label={t('register.companyCode')}
            placeholder={t('register.companyCodePlaceholder')}
            description={t('register.companyCodeHint')}
            required
            data-testid="register-company-code"
            {...form.getInputProps('company_code')}
            onChange={(event) => form.setFieldValue('company_code', normalizeCode(event.currentTarget.value))}
          />
        )}
        <PasswordField
          label={t('register.password')}
          description={t('register.passwordHint')}
          autoComplete="new-password"
          required
          data-testid="register-password"
          {...form.getInputProps('password')}
        />
        <PasswordField
          label={t('register.passwordRepeat')}
          autoComplete="new-password"
          required
          data-testid="register-password-repeat"
          {...form.getInputProps('password_repeat')}
        />
        <Button
          type="submit"
          size="md"
          fullWidth
          disabled={!isRole(role) || mutation.isPending}
          data-testid="register-submit"
        >
          {mutation.isPending ? t('register.submitting') : t('register.submit')}
        </Button>
      </Stack>
    </form>
  );
}
