import { Center, Group, Loader, Radio, Stack, Text } from '@mantine/core';
import { messagingModes, type MessagingMode } from '@vazife/contract';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { errorMessage } from '../../../lib/api-error';
import { useMyCompany } from '../../../lib/my-company';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useUpdateMessagingMode } from '../api/update-messaging-mode';

const labels = {
  hiyerarsik: { title: 'settings.messagingHiyerarsik', hint: 'settings.messagingHiyerarsikHint' },
  acik: { title: 'settings.messagingAcik', hint: 'settings.messagingAcikHint' },
} as const satisfies Record<MessagingMode, { title: string; hint: string }>;

/** The employer's choice of who may write to whom (Hiyerarşik or Açık), saved as soon as it is picked. */
export function MessagingPolicyPanel() {
  const { t } = useTranslation();
  const company = useMyCompany();
  const update = useUpdateMessagingMode();
  const current = update.isPending ? update.variables : company.data?.messaging_mode;

  const onChange = (value: string) => {
    const mode = value as MessagingMode;
    if (mode === company.data?.messaging_mode) return;
    update.mutate(mode, {
      onSuccess: () => notifySuccess(t('settings.messagingSaved')),
      onError: (error) => notifyError(errorMessage(error, t('settings.messagingFailed'))),
    });
  };

  if (company.isLoading) {
    return (
      <Center py="lg">
        <Loader size="sm" />
      </Center>
    );
  }
  if (company.error) return <ErrorAlert message={errorMessage(company.error, t('settings.messagingLoadFailed'))} />;

  return (
    <Stack gap="md" maw={640}>
      <Radio.Group
        value={current ?? null}
        onChange={onChange}
        label={t('settings.messagingTitle')}
        description={t('settings.messagingDescription')}
        data-testid="messaging-mode"
      >
        <Stack gap="sm" mt="sm">
          {messagingModes.map((mode) => (
            <Radio.Card
              key={mode}
              value={mode}
              p="md"
              radius="md"
              disabled={update.isPending}
              data-testid={`messaging-mode-${mode}`}
            >
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Radio.Indicator />
                <Stack gap={2}>
                  <Text fw={600}>{t(labels[mode].title)}</Text>
                  <Text size="sm" c="dimmed">
                    {t(labels[mode].hint)}
                  </Text>
                </Stack>
              </Group>
            </Radio.Card>
          ))}
        </Stack>
      </Radio.Group>
      <Text size="sm" c="dimmed">
        {t('settings.messagingAlways')}
      </Text>
    </Stack>
  );
}
