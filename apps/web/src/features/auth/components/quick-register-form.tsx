import { Button, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { PasswordField } from '../../../components/password-field';
import { errorMessage } from '../../../lib/api-error';
import { lazyValidation } from '../../../lib/lazy-validation';
import { normalizeCode } from '../../../lib/validators';
import { useRegisterAndLogin } from '../api/register';
import {
  emptyQuickRegister,
  toQuickRegisterRequest,
  type QuickRegisterValues,
  type QuickRole,
} from '../validation/requests';

// The rules (zod and the contract's schemas) are fetched once someone starts on the form.
const validation = lazyValidation<QuickRegisterValues>(() =>
  import('../validation/sign-in-validation').then((module) => module.validateQuickRegister),
);

const preloadValidation = () => void validation.preload().catch(() => undefined);

/**
 * The login screen's register tab: worker (default) or employer; the company name
 * and the company code are optional and sent only when filled. Success signs the user in.
 */
export function QuickRegisterForm() {
  const { t } = useTranslation();
  const mutation = useRegisterAndLogin();
  const form = useForm({ initialValues: emptyQuickRegister, validate: validation.validate });
  const { role } = form.values;

  const onSubmit = validation.submit(form, (values) => mutation.submit(toQuickRegisterRequest(values)));

  return (
    <form onSubmit={onSubmit} onFocus={preloadValidation} noValidate data-testid="quick-register-form">
      <Stack gap="md">
        <ErrorAlert
          message={mutation.isError ? errorMessage(mutation.error, t('quickRegister.failed')) : null}
          testId="quick-register-error"
        />
        <Stack gap={6}>
          <Text size="sm" fw={500} id="quick-register-role-label">
            {t('quickRegister.accountType')}
          </Text>
          <SegmentedControl
            fullWidth
            aria-labelledby="quick-register-role-label"
            data-testid="quick-register-role"
            value={role}
            onChange={(value) => form.setFieldValue('role', value as QuickRole)}
            data={[
              { value: 'isci', label: t('roles.isci') },
              { value: 'isveren', label: t('roles.isveren') },
            ]}
          />
        </Stack>
        <TextInput
          label={t('quickRegister.name')}
          placeholder={t('quickRegister.namePlaceholder')}
          autoComplete="name"
          required
          data-testid="quick-register-name"
          {...form.getInputProps('name')}
        />
        <TextInput
          label={t('login.email')}
          placeholder={t('login.emailPlaceholder')}
          type="email"
          autoComplete="email"
          required
          data-testid="quick-register-email"
          {...form.getInputProps('email')}
        />
        <PasswordField
          label={t('login.password')}
          description={t('register.passwordHint')}
          autoComplete="new-password"
          required
          data-testid="quick-register-password"
          {...form.getInputProps('password')}
        />
        {role === 'isveren' ? (
          <TextInput
            label={t('quickRegister.companyName')}
            placeholder={t('quickRegister.companyNamePlaceholder')}
            description={t('quickRegister.companyNameHint')}
            data-testid="quick-register-company-name"
            {...form.getInputProps('company_name')}
          />
        ) : (
          <TextInput
            label={t('quickRegister.referenceCode')}
            placeholder={t('quickRegister.referenceCodePlaceholder')}
            description={t('quickRegister.referenceCodeHint')}
            data-testid="quick-register-reference-code"
            {...form.getInputProps('reference_code')}
            onChange={(event) => form.setFieldValue('reference_code', normalizeCode(event.currentTarget.value))}
          />
        )}
        <Button type="submit" size="md" fullWidth disabled={mutation.isPending} data-testid="quick-register-submit">
          {mutation.isPending ? t('quickRegister.submitting') : t('quickRegister.submit')}
        </Button>
      </Stack>
    </form>
  );
}
