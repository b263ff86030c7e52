import { ActionIcon, Button, Card, CopyButton, Group, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal';
import { errorMessage } from '../../../lib/api-error';
import { useMyCompany } from '../../../lib/my-company';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useRegenerateCompanyCode } from '../api/regenerate-code';

/** The company code to share, with copy and (after a confirmation) regenerate. */
export function CompanyCodeCard() {
  const { t } = useTranslation();
  const company = useMyCompany();
  const regenerate = useRegenerateCompanyCode();
  const [confirming, setConfirming] = useState(false);
  const code = company.data?.code ?? '';

  const onRegenerate = () =>
    regenerate.mutate(undefined, {
      onSuccess: () => notifySuccess(t('employees.regenerated')),
      onError: (error) => notifyError(errorMessage(error, t('employees.regenerateFailed'))),
      onSettled: () => setConfirming(false),
    });

  return (
    <Card p={{ base: 'md', sm: 'lg' }} data-testid="company-code-card">
      <Group justify="space-between" align="center" gap="md">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed" fw={700} tt="uppercase">
            {t('employees.codeTitle')}
          </Text>
          {company.isPending ? (
            <Skeleton h={36} w={200} />
          ) : (
            <Group gap="xs" wrap="nowrap">
              <Text
                fz={{ base: 26, sm: 32 }}
                fw={800}
                ff="monospace"
                c="brand"
                style={{ letterSpacing: '0.08em' }}
                data-testid="company-code"
              >
                {code || '—'}
              </Text>
              {code && (
                <CopyButton value={code} timeout={2000}>
                  {({ copied, copy }) => (
                    <Tooltip label={copied ? t('employees.copied') : t('employees.copy')} withArrow>
                      <ActionIcon
                        variant="light"
                        color={copied ? 'green' : 'brand'}
                        size="lg"
                        onClick={copy}
                        aria-label={copied ? t('employees.copied') : t('employees.copy')}
                        data-testid="company-code-copy"
                      >
                        {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
                      </ActionIcon>
                    </Tooltip>
                  )}
                </CopyButton>
              )}
            </Group>
          )}
          <Text size="sm" c="dimmed">
            {t('employees.codeHint')}
          </Text>
        </Stack>
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} />}
          onClick={() => setConfirming(true)}
          disabled={!code}
          data-testid="company-code-regenerate"
        >
          {t('employees.regenerate')}
        </Button>
      </Group>
      <ConfirmModal
        opened={confirming}
        title={t('employees.regenerateTitle')}
        confirmLabel={t('employees.regenerateConfirm')}
        loading={regenerate.isPending}
        onConfirm={onRegenerate}
        onClose={() => setConfirming(false)}
      >
        {t('employees.regenerateText')}
      </ConfirmModal>
    </Card>
  );
}
