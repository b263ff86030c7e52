import '../../../i18n/messages';
import { Center, Group, Loader, Radio, Stack, Text } from '@mantine/core';
import { messagingModes, type MessagingMode } from '@vazife/contract';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { WriteArea } from '../../../components/write-area';
import { errorMessage } from '../../../lib/api-error';
import { useMyCompany } from '../../../lib/my-company';
import { notifySuccess } from '../../../lib/notify';
import { notifyFailure } from '../../../lib/payment-required';
import { useUpdateMessagingMode } from '../api/update-messaging-mode';

const labels = {
  hiyerarsik: { title: 'messages.policy.hiyerarsik', hint: 'messages.policy.hiyerarsikHint' },
  acik: { title: 'messages.policy.acik', hint: 'messages.policy.acikHint' },
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
      onSuccess: () => notifySuccess(t('messages.policy.saved')),
      onError: (error) => notifyFailure(error, t('messages.policy.failed')),
    });
  };

  if (company.isLoading) {
    return (
      <Center py="lg">
        <Loader size="sm" />
      </Center>
    );
  }
  if (company.error) return <ErrorAlert message={errorMessage(company.error, t('messages.policy.loadFailed'))} />;

  return (
    <Stack gap="md" maw={640}>
      <WriteArea call="PUT /api/companies/my/settings" justify="flex-start" wide>
        <Radio.Group
          value={current ?? null}
          onChange={onChange}
          label={t('messages.policy.title')}
          description={t('messages.policy.description')}
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
      </WriteArea>
      <Text size="sm" c="dimmed">
        {t('messages.policy.always')}
      </Text>
    </Stack>
  );
}
