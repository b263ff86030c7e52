import { ActionIcon, Button, Card, CopyButton, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { Company } from '@vazife/contract';
import { IconCheck, IconCopy, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * A new employer's first step: nobody can be given a task until staff join with the company code,
 * so while the employer is the company's only user the dashboard says so and shows the code.
 */
export function InviteTeamCard({ company }: { company?: Company }) {
  const { t } = useTranslation();
  if (!company?.code || company.user_count > 1) return null;
  return (
    <Card p={{ base: 'md', sm: 'lg' }} data-testid="invite-team-card">
      <Group align="flex-start" gap="md" wrap="nowrap">
        <ThemeIcon size={40} variant="light" radius="md" aria-hidden>
          <IconUserPlus size={22} />
        </ThemeIcon>
        <Stack gap="xs" style={{ minWidth: 0, flex: 1 }}>
          <Text fw={700}>{t('dashboard.invite.title')}</Text>
          <Text size="sm">{t('dashboard.invite.body')}</Text>
          <Group gap="xs" wrap="nowrap">
            <Text
              fz={22}
              fw={800}
              ff="monospace"
              c="brand"
              style={{ letterSpacing: '0.06em' }}
              data-testid="invite-code"
            >
              {company.code}
            </Text>
            {/* The browser's tooltip (title): Mantine's would bring floating-ui to the first screen. */}
            <CopyButton value={company.code} timeout={2000}>
              {({ copied, copy }) => (
                <ActionIcon
                  variant="light"
                  color={copied ? 'green' : 'brand'}
                  onClick={copy}
                  aria-label={copied ? t('employees.copied') : t('employees.copy')}
                  title={copied ? t('employees.copied') : t('employees.copy')}
                >
                  {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                </ActionIcon>
              )}
            </CopyButton>
          </Group>
          <div>
            <Button component={Link} to="/dashboard/employees" variant="light" size="xs">
              {t('dashboard.invite.manage')}
            </Button>
          </div>
        </Stack>
      </Group>
    </Card>
  );
}
