import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { updateProfileInput, type UserPublic } from '@vazife/contract';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { errorMessage } from '../../../lib/api-error';
import { contractValidation } from '../../../lib/contract-form';
import { notifySuccess } from '../../../lib/notify';
import { useUpdateProfile } from '../api/update-profile';

type ProfileValues = { name: string; email: string; phone: string };

/** What the profile sends: a blank phone is left out. */
function toRequest(values: ProfileValues) {
  const phone = values.phone.trim();
  return { name: values.name.trim(), email: values.email.trim(), ...(phone ? { phone } : {}) };
}

/** The contract's rules for the profile, in its words. */
const validate = contractValidation(updateProfileInput, toRequest);

export function ProfileForm({ user }: { user: UserPublic }) {
  const { t } = useTranslation();
  const mutation = useUpdateProfile();
  const form = useForm({
    initialValues: { name: user.name, email: user.email, phone: user.phone ?? '' },
    validate,
  });

  const onSubmit = form.onSubmit((values) => {
    mutation.mutate(toRequest(values), {
      onSuccess: (updated) => {
        form.setInitialValues({ name: updated.name, email: updated.email, phone: updated.phone ?? '' });
        form.resetDirty();
        notifySuccess(t('settings.profileSuccess'));
      },
    });
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
