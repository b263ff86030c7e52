import { SimpleGrid } from '@mantine/core';
import type { DashboardStats, Role } from '@vazife/contract';
import {
  IconAlertTriangle,
  IconChecklist,
  IconCircleCheck,
  IconClockHour4,
  IconUserCheck,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '../../../components/stat-card';

interface CardSpec {
  key: keyof DashboardStats;
  label: 'totalTasks' | 'completedTasks' | 'pendingTasks' | 'overdueTasks' | 'totalEmployees' | 'pendingApprovals';
  icon: ReactNode;
  color: string;
}

const tasks: CardSpec = { key: 'total_tasks', label: 'totalTasks', icon: <IconChecklist size={20} />, color: 'brand' };
const completed: CardSpec = {
  key: 'completed_tasks',
  label: 'completedTasks',
  icon: <IconCircleCheck size={20} />,
  color: 'green',
};
const pending: CardSpec = {
  key: 'pending_tasks',
  label: 'pendingTasks',
  icon: <IconClockHour4 size={20} />,
  color: 'yellow',
};
const overdue: CardSpec = {
  key: 'overdue_tasks',
  label: 'overdueTasks',
  icon: <IconAlertTriangle size={20} />,
  color: 'red',
};
const employees: CardSpec = {
  key: 'total_employees',
  label: 'totalEmployees',
  icon: <IconUsers size={20} />,
  color: 'violet',
};
const approvals: CardSpec = {
  key: 'pending_approvals',
  label: 'pendingApprovals',
  icon: <IconUserCheck size={20} />,
  color: 'orange',
};

/** A worker sees task counts; everyone else staff and task counts. */
function cardsFor(role: Role): CardSpec[] {
  return role === 'isci' ? [tasks, completed, pending, overdue] : [employees, approvals, tasks, completed];
}

export function StatsGrid({
  role,
  stats,
  loading,
}: {
  role: Role;
  stats: DashboardStats | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'sm', sm: 'md' }} data-testid="stats-grid">
      {cardsFor(role).map((card) => (
        <StatCard
          key={card.key}
          label={t(`dashboard.${card.label}`)}
          value={stats?.[card.key]}
          icon={card.icon}
          color={card.color}
          loading={loading}
          testId={`stat-${card.key}`}
        />
      ))}
    </SimpleGrid>
  );
}
