import { Button, Group, Switch } from '@mantine/core';
import { canViewAnalytics, type Employee } from '@vazife/contract';
import { IconChartDonut, IconUserCog } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-error';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useToggleGroupPermission } from '../api/toggle-group-permission';

// The analysis dialog brings the chart library: loaded when first opened, not with the app.
const AnalysisModal = lazy(() => import('./analysis-modal').then((module) => ({ default: module.AnalysisModal })));

/** Group-creation permission and the role-change dialog's button; none for the employer. */
export function ApprovedActions({
  employee,
  onChangeRole,
  analyseNow = false,
}: {
  employee: Employee;
  onChangeRole: () => void;
  /** Open the analysis on mount (a search result linked this worker; the page remounts this then). */
  analyseNow?: boolean;
}) {
  const { t } = useTranslation();
  const toggle = useToggleGroupPermission();
  const viewer = useSession()?.user;
  const [analysing, setAnalysing] = useState(analyseNow);
  if (employee.role === 'isveren') return null;
  // The analysis button is on workers' cards only (docs/product-rules.md#screens).
  const canAnalyse =
    employee.role === 'isci' &&
    !!viewer &&
    canViewAnalytics({ role: viewer.role, approved: viewer.is_approved }, employee);

  const onToggle = () =>
    toggle.mutate(employee.id, {
      onSuccess: (result) =>
        notifySuccess(result.can_create_groups ? t('employees.permissionGranted') : t('employees.permissionRevoked')),
      onError: (error) => notifyError(errorMessage(error, t('employees.permissionFailed'))),
    });

  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Switch
        label={t('employees.groupPermission')}
        checked={employee.can_create_groups}
        disabled={toggle.isPending}
        onChange={onToggle}
        data-testid="employee-group-permission"
      />
      <Group gap="xs" wrap="wrap">
        {canAnalyse && (
          <Button
            variant="light"
            color="grape"
            size="xs"
            leftSection={<IconChartDonut size={16} />}
            onClick={() => setAnalysing(true)}
            data-testid="employee-analysis"
          >
            {t('analysis.button')}
          </Button>
        )}
        <Button
          variant="light"
          size="xs"
          leftSection={<IconUserCog size={16} />}
          onClick={onChangeRole}
          data-testid="employee-change-role"
        >
          {t('employees.changeRole')}
        </Button>
      </Group>
      {analysing && canAnalyse && (
        <Suspense fallback={null}>
          <AnalysisModal employee={employee} onClose={() => setAnalysing(false)} />
        </Suspense>
      )}
    </Group>
  );
}
