import { Button, Card, Stack, Text, Textarea, TextInput, ThemeIcon, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconBuildingSkyscraper } from '@tabler/icons-react';
import { createCompanyInput } from '@vazife/contract';
import { useTranslation } from 'react-i18next';
import { CenteredLayout } from '../../../components/centered-layout';
import { ErrorAlert } from '../../../components/error-alert';
import { errorMessage } from '../../../lib/api-error';
import { contractValidation } from '../../../lib/contract-form';
import { notifySuccess } from '../../../lib/notify';
import { useCreateCompany } from '../api/create-company';
import { LogoutButton } from '../components/logout-button';

type CompanyValues = { name: string; description: string };

const toRequest = (values: CompanyValues) => {
  const description = values.description.trim();
  return { name: values.name.trim(), ...(description ? { description } : {}) };
};

// The server's own checks and Turkish messages (the contract's createCompanyInput).
const validate = contractValidation(createCompanyInput, toRequest);

/** An employer without a company creates it here; the guards then open the dashboard. */
export function CompanySetupPage() {
  const { t } = useTranslation();
  const mutation = useCreateCompany();
  const form = useForm({
    initialValues: { name: '', description: '' },
    validate,
  });
  const blank = !form.values.name.trim();

  const onSubmit = form.onSubmit((values) => {
    mutation.mutate(toRequest(values), {
      onSuccess: () => notifySuccess(t('companySetup.success')),
    });
  });

  return (
    <CenteredLayout actions={<LogoutButton />}>
      <Card p={{ base: 'md', sm: 'xl' }} shadow="sm">
        <form onSubmit={onSubmit} noValidate data-testid="company-setup-form">
          <Stack gap="md">
            <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
              <IconBuildingSkyscraper size={28} />
            </ThemeIcon>
            <Stack gap={4}>
              <Title order={1} fz={{ base: 22, sm: 26 }}>
                {t('companySetup.title')}
              </Title>
              <Text c="dimmed" size="sm">
                {t('companySetup.subtitle')}
              </Text>
            </Stack>
            <ErrorAlert
              message={mutation.isError ? errorMessage(mutation.error, t('companySetup.failed')) : null}
              testId="company-setup-error"
            />
            <TextInput
              label={t('companySetup.name')}
              placeholder={t('companySetup.namePlaceholder')}
              required
              data-testid="company-name"
              {...form.getInputProps('name')}
            />
            <Textarea
              label={t('companySetup.description')}
              placeholder={t('companySetup.descriptionPlaceholder')}
              autosize
              minRows={3}
              data-testid="company-description"
              {...form.getInputProps('description')}
            />
            <Text size="xs" c="dimmed">
              {t('companySetup.codeNote')}
            </Text>
            <Button
              type="submit"
              size="md"
              fullWidth
              disabled={blank || mutation.isPending}
              data-testid="company-submit"
            >
              {mutation.isPending ? t('companySetup.submitting') : t('companySetup.submit')}
            </Button>
          </Stack>
        </form>
      </Card>
    </CenteredLayout>
  );
}
