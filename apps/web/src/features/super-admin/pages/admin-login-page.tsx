import { Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CenteredLayout } from '../../../components/centered-layout';
import { AdminLoginForm } from '../components/admin-login-form';

export function AdminLoginPage() {
  const { t } = useTranslation();
  return (
    <CenteredLayout size={420}>
      <Card p={{ base: 'md', sm: 'xl' }} shadow="sm" mt={{ base: 0, sm: 'xl' }}>
        <Stack gap="md">
          <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
            <IconShieldLock size={28} />
          </ThemeIcon>
          <Stack gap={4}>
            <Title order={1} fz={{ base: 22, sm: 26 }}>
              {t('admin.loginTitle')}
            </Title>
            <Text c="dimmed" size="sm">
              {t('admin.loginSubtitle')}
            </Text>
          </Stack>
          <AdminLoginForm />
        </Stack>
      </Card>
    </CenteredLayout>
  );
}
