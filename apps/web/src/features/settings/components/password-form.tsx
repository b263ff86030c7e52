import { Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { limits } from '@vazife/contract';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { PasswordField } from '../../../components/password-field';
import { errorMessage } from '../../../lib/api-error';
import { notifySuccess } from '../../../lib/notify';
import { useChangePassword } from '../api/change-password';

const empty = { current_password: '', new_password: '', repeat_password: '' };

/** Seeds part 1 §5: the new passwords must match and have at least 6 characters. */
export function PasswordForm() {
  const { t } = useTranslation();
  const mutation = useChangePassword();
  const form = useForm({
    initialValues: empty,
    validate: {
      current_password: (value) => (value ? null : t('settings.currentRequired')),
      new_password: (value) => (value.length < limits.passwordMin ? t('settings.passwordShort') : null),
      repeat_password: (value, values) => (value !== values.new_password ? t('settings.passwordMismatch') : null),
    },
  });

  const onSubmit = form.onSubmit((values) => {
    mutation.mutate(
      { current_password: values.current_password, new_password: values.new_password },
      {
        onSuccess: () => {
          form.reset();
          notifySuccess(t('settings.passwordSuccess'));
        },
      },
    );
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
