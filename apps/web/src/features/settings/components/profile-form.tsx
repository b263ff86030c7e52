import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { UserPublic } from '@vazife/contract';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { errorMessage } from '../../../lib/api-error';
import { notifySuccess } from '../../../lib/notify';
import { isEmail } from '../../../lib/validators';
import { useUpdateProfile } from '../api/update-profile';

export function ProfileForm({ user }: { user: UserPublic }) {
  const { t } = useTranslation();
  const mutation = useUpdateProfile();
  const form = useForm({
    initialValues: { name: user.name, email: user.email, phone: user.phone ?? '' },
    validate: {
      name: (value) => (value.trim() ? null : t('common.nameRequired')),
      email: (value) => (!value.trim() ? t('common.emailRequired') : isEmail(value) ? null : t('common.emailInvalid')),
    },
  });

  const onSubmit = form.onSubmit((values) => {
    const phone = values.phone.trim();
    mutation.mutate(
      { name: values.name.trim(), email: values.email.trim(), ...(phone ? { phone } : {}) },
      {
        onSuccess: (updated) => {
          form.setInitialValues({ name: updated.name, email: updated.email, phone: updated.phone ?? '' });
          form.resetDirty();
          notifySuccess(t('settings.profileSuccess'));
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate data-testid="profile-form">
      <Stack gap="md" maw={520}>
        <ErrorAlert
          message={mutation.isError ? errorMessage(mutation.error, t('settings.profileFailed')) : null}
          testId="profile-error"
        />
        <TextInput
          label={t('settings.name')}
          autoComplete="name"
          required
          data-testid="profile-name"
          {...form.getInputProps('name')}
        />
        <TextInput
          label={t('settings.email')}
          type="email"
          autoComplete="email"
          required
          data-testid="profile-email"
          {...form.getInputProps('email')}
        />
        <TextInput
          label={t('settings.phone')}
          type="tel"
          autoComplete="tel"
          data-testid="profile-phone"
          {...form.getInputProps('phone')}
        />
        <Group>
          <Button type="submit" disabled={mutation.isPending} data-testid="profile-submit">
            {mutation.isPending ? t('settings.profileSubmitting') : t('settings.profileSubmit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
