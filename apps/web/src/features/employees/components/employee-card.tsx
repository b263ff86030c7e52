import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import type { Employee } from '@vazife/contract';
import { IconCalendar, IconMail, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RoleBadge } from '../../../components/role-badge';
import { UserAvatar } from '../../../components/user-avatar';
import { formatDate } from '../../../lib/format';

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" c="dimmed">
      {icon}
      <Text size="sm" c="dimmed" truncate>
        {children}
      </Text>
    </Group>
  );
}

/**
 * One person: initials, name, contact, role and joining date; the actions come from the caller.
 * `marked`: the person a link (a search result) asked for, outlined.
 */
export function EmployeeCard({
  employee,
  actions,
  id,
  marked = false,
}: {
  employee: Employee;
  actions?: ReactNode;
  id?: string;
  marked?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Card
      component="article"
      id={id}
      aria-label={employee.name}
      aria-current={marked ? 'true' : undefined}
      data-testid="employee-card"
      p="md"
      style={marked ? { outline: '2px solid var(--mantine-primary-color-filled)' } : undefined}
    >
      <Stack gap="sm">
        <Group wrap="nowrap" align="flex-start" gap="sm">
          <UserAvatar name={employee.name} size={44} />
          <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
            <Group gap="xs" justify="space-between" wrap="nowrap">
              <Text fw={700} truncate>
                {employee.name}
              </Text>
              <RoleBadge role={employee.role} data-testid="employee-role" />
            </Group>
            <Line icon={<IconMail size={14} />}>
              <Anchor href={`mailto:${employee.email}`} c="dimmed" size="sm">
                {employee.email}
              </Anchor>
            </Line>
            {employee.phone && <Line icon={<IconPhone size={14} />}>{employee.phone}</Line>}
            <Line icon={<IconCalendar size={14} />}>
              {t('employees.joined', { date: formatDate(employee.created_at) })}
            </Line>
          </Stack>
        </Group>
        {actions}
      </Stack>
    </Card>
  );
}
