import { Alert, Button, Card, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconBuildingCommunity } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { joinCompanyInput } from '@vazife/contract';
import { useTranslation } from 'react-i18next';
import { CenteredLayout } from '../../../components/centered-layout';
import { ErrorAlert } from '../../../components/error-alert';
import { errorMessage } from '../../../lib/api-error';
import { contractValidation } from '../../../lib/contract-form';
import { meQuery } from '../../../lib/current-user';
import { notifySuccess } from '../../../lib/notify';
import { normalizeCode } from '../../../lib/validators';
import { useJoinCompany } from '../api/join-company';
import { LogoutButton } from '../components/logout-button';

const toRequest = (values: { company_code: string }) => ({ company_code: normalizeCode(values.company_code) });

// The server's own check and Turkish message (the contract's joinCompanyInput).
const validate = contractValidation(joinCompanyInput, toRequest);

/** "Şirkete katıl": staff who registered without a code enter it here, then wait for approval. */
export function JoinCompanyPage() {
  const { t } = useTranslation();
  const mutation = useJoinCompany();
  // A request turned down: said here, not a blank form (the server names the company).
  const rejectedBy = useQuery(meQuery()).data?.join_rejected_by ?? null;
  const form = useForm({
    initialValues: { company_code: '' },
    validate,
  });

  const onSubmit = form.onSubmit((values) => {
    mutation.mutate(toRequest(values), {
      onSuccess: () => notifySuccess(t('joinCompany.success')),
    });
  });

  return (
    <CenteredLayout actions={<LogoutButton />}>
      <Card p={{ base: 'md', sm: 'xl' }} shadow="sm">
        <form onSubmit={onSubmit} noValidate data-testid="join-company-form">
          <Stack gap="md">
            <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
              <IconBuildingCommunity size={28} />
            </ThemeIcon>
            <Stack gap={4}>
              <Title order={1} fz={{ base: 22, sm: 26 }}>
                {t('joinCompany.title')}
              </Title>
              <Text c="dimmed" size="sm">
                {t('joinCompany.subtitle')}
              </Text>
            </Stack>
            {rejectedBy && (
              <Alert color="orange" variant="light" title={t('joinCompany.rejectedTitle')} data-testid="join-rejected">
                {t('joinCompany.rejected', { company: rejectedBy })}
              </Alert>
            )}
            <ErrorAlert
              message={mutation.isError ? errorMessage(mutation.error, t('joinCompany.failed')) : null}
              testId="join-company-error"
            />
            <TextInput
              label={t('joinCompany.code')}
              placeholder={t('joinCompany.codePlaceholder')}
              description={t('joinCompany.codeHint')}
              required
              maxLength={11}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: '0.08em' } }}
              data-testid="join-company-code"
              {...form.getInputProps('company_code')}
              onChange={(event) => form.setFieldValue('company_code', normalizeCode(event.currentTarget.value))}
            />
            <Button type="submit" size="md" fullWidth disabled={mutation.isPending} data-testid="join-company-submit">
              {mutation.isPending ? t('joinCompany.submitting') : t('joinCompany.submit')}
            </Button>
          </Stack>
        </form>
      </Card>
    </CenteredLayout>
  );
}
