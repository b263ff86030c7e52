import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CenteredLayout } from '../components/centered-layout';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <CenteredLayout>
      <Stack align="center" ta="center" gap="md" mt="xl">
        <Title order={1} fz={64} c="dimmed">
          404
        </Title>
        <Title order={2}>{t('notFound.title')}</Title>
        <Text c="dimmed">{t('notFound.text')}</Text>
        <Button component={Link} to="/">
          {t('notFound.back')}
        </Button>
      </Stack>
    </CenteredLayout>
  );
}
