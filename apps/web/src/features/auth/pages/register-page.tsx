import { Alert, Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CenteredLayout } from '../../../components/centered-layout';
import { RegisterForm } from '../components/register-form';

/** "Hesap Oluştur": registration with the four roles and the company code. */
export function RegisterPage() {
  const { t } = useTranslation();
  return (
    <CenteredLayout size={520}>
      <Stack gap={4} ta="center">
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t('register.pageTitle')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('register.pageSubtitle')}
        </Text>
      </Stack>
      <Card p={{ base: 'md', sm: 'xl' }} shadow="sm">
        <Stack gap="md">
          <Title order={2} fz="lg">
            {t('register.cardTitle')}
          </Title>
          <Alert color="brand" variant="light" icon={<IconInfoCircle size={18} />} data-testid="register-info">
            {t('register.info')}
          </Alert>
          <RegisterForm />
        </Stack>
      </Card>
      <Text size="sm" c="dimmed" ta="center">
        {t('register.haveAccount')}{' '}
        <Anchor href="/login" fw={600} data-testid="link-login">
          {t('register.loginLink')}
        </Anchor>
      </Text>
    </CenteredLayout>
  );
}
