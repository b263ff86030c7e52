import { Button, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHourglassHigh, IconRefresh } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CenteredLayout } from '../../../components/centered-layout';
import { ErrorAlert } from '../../../components/error-alert';
import { errorMessage } from '../../../lib/api-error';
import { handleUnauthorized } from '../../../lib/api-client';
import { meQuery } from '../../../lib/current-user';
import { useLiveEvent } from '../../../lib/live-events';
import { getSession } from '../../../lib/session';
import { LogoutButton } from '../components/logout-button';

/**
 * Listens for the employer's decision (`GET /api/auth/approval-events`) while the waiting screen
 * is up; the stream's code is fetched after the screen, as the dashboard's is.
 */
function useDecisionStream() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let unmounted = false;
    void import('../../../lib/live-connection').then(
      ({ startLiveConnection }) => {
        if (unmounted) return;
        stop = startLiveConnection({
          queryClient,
          path: '/api/auth/approval-events',
          token: () => getSession()?.token,
          onUnauthorized: (token, detail) => handleUnauthorized('user', token, detail),
        });
      },
      () => {
        // The stream's code did not arrive: "Tekrar kontrol et" still asks by hand.
      },
    );
    return () => {
      unmounted = true;
      stop?.();
    };
  }, [queryClient]);
}

/**
 * Pending staff see only this screen. It moves on as soon as the employer decides (a live event,
 * then /api/auth/me again), and "Tekrar kontrol et" re-reads /api/auth/me by hand; once approved,
 * the stored user changes and the guards open the dashboard; once rejected, the join screen says so.
 */
export function PendingApprovalPage() {
  const { t } = useTranslation();
  const me = useQuery(meQuery());
  const [checked, setChecked] = useState(false);
  useDecisionStream();
  useLiveEvent(['employee.decided'], () => void me.refetch());

  const check = async () => {
    setChecked(false);
    await me.refetch();
    setChecked(true);
  };

  const stillPending = checked && me.data && !me.data.is_approved && !me.isError;

  return (
    <CenteredLayout actions={<LogoutButton />}>
      <Card p={{ base: 'md', sm: 'xl' }} shadow="sm" data-testid="pending-approval">
        <Stack gap="md" align="center" ta="center">
          <ThemeIcon size={64} radius="xl" color="yellow" variant="light" aria-hidden>
            <IconHourglassHigh size={34} />
          </ThemeIcon>
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            {t('waiting.title')}
          </Title>
          <Text c="dimmed" data-testid="pending-text">
            {me.data?.company_name
              ? t('waiting.textWithCompany', { company: me.data.company_name })
              : t('waiting.text')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('waiting.hint')}
          </Text>
          {stillPending && (
            <Text size="sm" fw={600} c="yellow.8" role="status" data-testid="pending-still">
              {t('waiting.stillPending')}
            </Text>
          )}
          <ErrorAlert
            message={me.isError && checked ? errorMessage(me.error, t('waiting.failed')) : null}
            testId="pending-error"
          />
          <Button
            size="md"
            leftSection={<IconRefresh size={18} />}
            onClick={() => void check()}
            disabled={me.isFetching}
            data-testid="pending-check"
          >
            {me.isFetching ? t('waiting.checking') : t('waiting.check')}
          </Button>
        </Stack>
      </Card>
    </CenteredLayout>
  );
}
