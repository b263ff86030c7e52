import { Group, Stack, Text } from '@mantine/core';
import type { EmployeeAnalytics } from '@vazife/contract';
import { IconMathFunction } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatPercent } from './analysis-format';

/**
 * The formula shown in the dialog so that staff can trust the number
 * (docs/product-rules.md#performance-analysis): the rule, what happens without data, and this
 * worker's own numbers put into it.
 */
export function AnalysisFormula({ data }: { data: EmployeeAnalytics }) {
  const { t, i18n } = useTranslation();
  const percent = (value: number) => formatPercent(value, i18n.language);
  let applied: string | null = null;
  if (data.performance_score !== null && data.completion_rate !== null) {
    applied =
      data.on_time_rate === null
        ? t('analysis.appliedCompletionOnly', {
            completion: percent(data.completion_rate),
            score: data.performance_score,
          })
        : t('analysis.applied', {
            completion: percent(data.completion_rate),
            onTime: percent(data.on_time_rate),
            score: data.performance_score,
          });
  }
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" c="dimmed">
      <IconMathFunction size={16} style={{ flexShrink: 0, marginTop: 2 }} aria-hidden />
      <Stack gap={2} data-testid="analysis-formula">
        <Text size="xs" c="dimmed">
          {t('analysis.formula')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('analysis.formulaOnTime')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('analysis.formulaNoData')}
        </Text>
        {applied && (
          <Text size="xs" fw={600} data-testid="analysis-formula-applied">
            {applied}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
