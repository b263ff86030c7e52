import { Alert, Anchor, Text } from '@mantine/core';
import type { Role } from '@vazife/contract';
import { IconUsers } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMyCompany } from '../../../lib/my-company';

/**
 * Shown when "Yeni Görev" has nobody to offer: how people get onto the list. The employer, who
 * holds the company code, is told to share it and where to approve; the others whom to ask.
 */
export function NoAssigneesHint({ role, onNavigate }: { role: Role; onNavigate: () => void }) {
  const { t } = useTranslation();
  const isEmployer = role === 'isveren';
  const company = useMyCompany(isEmployer);
  return (
    <Alert variant="light" color="blue" icon={<IconUsers size={18} />} data-testid="no-assignees-hint">
      <Text size="sm" fw={600} mb={4}>
        {t('tasks.create.noAssignees')}
      </Text>
      <Text size="sm">
        {isEmployer ? (
          <Trans
            i18nKey="tasks.create.noAssigneesEmployer"
            values={{ code: company.data?.code ?? '…' }}
            components={{
              code: <Text span ff="monospace" fw={700} />,
              employees: (
                <Anchor
                  component={Link}
                  to="/dashboard/employees"
                  onClick={onNavigate}
                  fw={600}
                  size="sm"
                  underline="always"
                />
              ),
            }}
          />
        ) : (
          t('tasks.create.noAssigneesStaff')
        )}
      </Text>
    </Alert>
  );
}
