import { Box, Divider, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import type { Employee } from '@vazife/contract';
import { useTranslation } from 'react-i18next';
import { CsvDownloadButton } from '../../../components/csv-download-button';
import { ErrorAlert } from '../../../components/error-alert';
import { errorMessage } from '../../../lib/api-error';
import { useIsPhone } from '../../../lib/use-is-phone';
import { useEmployeeAnalytics } from '../api/employee-analytics';
import { useEmployeeTaskHistory } from '../api/employee-task-history';
import { AnalysisChart } from './analysis-chart';
import { AnalysisFacts } from './analysis-facts';
import { AnalysisFormula } from './analysis-formula';
import { AnalysisHistory } from './analysis-history';
import { AnalysisRates } from './analysis-rates';
import { AnalysisScore } from './analysis-score';

/** "Performans Analizi" of one worker: score, rates, counts, a chart, the formula and recent tasks. */
export function AnalysisModal({ employee, onClose }: { employee: Employee; onClose: () => void }) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const analytics = useEmployeeAnalytics(employee.id);
  const history = useEmployeeTaskHistory(employee.id);
  const failure = analytics.error ?? history.error;
  const data = analytics.data;

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('analysis.title')}
      size="lg"
      centered
      fullScreen={isPhone}
      radius={isPhone ? 0 : 'md'}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Box data-testid="analysis-dialog">
        <Stack gap="md">
          <Group justify="space-between" gap="sm">
            <Text size="sm" c="dimmed">
              {employee.name}
            </Text>
            <CsvDownloadButton
              path={`/api/analytics/employee/${encodeURIComponent(employee.id)}/export.csv`}
              fallbackName="performans-analizi.csv"
              disabled={!data}
              size="xs"
              testId="analysis-export"
            />
          </Group>
          <ErrorAlert message={failure ? errorMessage(failure, t('analysis.failed')) : null} testId="analysis-error" />
          {analytics.isPending && !failure && (
            <Stack gap="md">
              <Skeleton h={160} radius="md" />
              <Skeleton h={120} radius="md" />
            </Stack>
          )}
          {data && (
            <>
              {isPhone ? (
                <Stack gap="md">
                  <AnalysisScore score={data.performance_score} />
                  <AnalysisRates data={data} />
                </Stack>
              ) : (
                <Group gap="xl" align="center" wrap="nowrap">
                  <AnalysisScore score={data.performance_score} />
                  <AnalysisRates data={data} />
                </Group>
              )}
              <AnalysisFormula data={data} />
              <AnalysisFacts data={data} />
              <AnalysisChart data={data} />
            </>
          )}
          {history.data && (
            <>
              <Divider />
              <AnalysisHistory items={history.data} />
            </>
          )}
        </Stack>
      </Box>
    </Modal>
  );
}
