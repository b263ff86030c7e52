import { Button, Divider, Stack, Text, Title } from '@mantine/core';
import { messageResponse } from '@vazife/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmModal } from '../../../components/confirm-modal';
import { ErrorAlert } from '../../../components/error-alert';
import { apiRequest } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-error';
import { clearSession } from '../../../lib/session';

/**
 * "Tüm cihazlardan çıkış yap": ends every session of the account, this one included (the header's
 * Çıkış Yap ends this device's only). The other devices' next call is told why on the sign-in page.
 */
export function SessionsPanel() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const logoutEverywhere = async () => {
    setPending(true);
    setError(null);
    try {
      await apiRequest('/api/auth/logout-all', {
        method: 'POST',
        schema: import.meta.env.DEV ? messageResponse : undefined,
      });
    } catch (caught) {
      setPending(false);
      setConfirming(false);
      return setError(errorMessage(caught, t('settings.logoutAllFailed')));
    }
    clearSession();
    queryClient.clear();
    await navigate('/login', { replace: true });
  };

  return (
    <Stack gap="sm" mt="xl">
      <Divider />
      <Title order={3} fz="md">
        {t('settings.sessionsTitle')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('settings.sessionsText')}
      </Text>
      {error && <ErrorAlert message={error} testId="logout-all-error" />}
      <Button
        variant="light"
        color="red"
        onClick={() => setConfirming(true)}
        data-testid="logout-all"
        style={{ alignSelf: 'flex-start' }}
      >
        {t('settings.logoutAll')}
      </Button>
      <ConfirmModal
        opened={confirming}
        title={t('settings.logoutAll')}
        confirmLabel={t('settings.logoutAllConfirm')}
        color="red"
        loading={pending}
        onConfirm={() => void logoutEverywhere()}
        onClose={() => setConfirming(false)}
      >
        {t('settings.logoutAllText')}
      </ConfirmModal>
    </Stack>
  );
}
