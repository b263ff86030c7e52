import { Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { changePasswordInput } from '@vazife/contract';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { PasswordField } from '../../../components/password-field';
import { errorMessage } from '../../../lib/api-error';
import { contractValidation } from '../../../lib/contract-form';
import { notifySuccess } from '../../../lib/notify';
import { useChangePassword } from '../api/change-password';

const empty = { current_password: '', new_password: '', repeat_password: '' };
type PasswordValues = typeof empty;

const toRequest = ({ current_password, new_password }: PasswordValues) => ({ current_password, new_password });

/** The new passwords must match and have at least 6 characters. */
export function PasswordForm() {
  const { t } = useTranslation();
  const mutation = useChangePassword();
  const form = useForm({
    initialValues: empty,
    // The contract's rules for both passwords; the repeat is the screen's own check.
    validate: contractValidation(changePasswordInput, toRequest, (values: PasswordValues) => ({
      repeat_password: values.repeat_password !== values.new_password ? t('settings.passwordMismatch') : null,
    })),
  });

  const onSubmit = form.onSubmit((values) => {
    mutation.mutate(toRequest(values), {
      onSuccess: () => {
        form.reset();
        notifySuccess(t('settings.passwordSuccess'));
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate data-testid="password-form">
      <Stack gap="md" maw={520}>
        <ErrorAlert
          message={mutation.isError ? errorMessage(mutation.error, t('settings.passwordFailed')) : null}
          testId="password-error"
        />
        <PasswordField
          label={t('settings.currentPassword')}
          autoComplete="current-password"
          required
          data-testid="password-current"
          {...form.getInputProps('current_password')}
        />
        <PasswordField
          label={t('settings.newPassword')}
          description={t('settings.newPasswordHint')}
          autoComplete="new-password"
          required
          data-testid="password-new"
          {...form.getInputProps('new_password')}
        />
        <PasswordField
          label={t('settings.repeatPassword')}
          autoComplete="new-password"
          required
          data-testid="password-repeat"
          {...form.getInputProps('repeat_password')}
        />
        <Text size="xs" c="dimmed">
          {t('settings.passwordNote')}
        </Text>
        <Group>
          <Button type="submit" disabled={mutation.isPending} data-testid="password-submit">
            {mutation.isPending ? t('settings.passwordSubmitting') : t('settings.passwordSubmit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
