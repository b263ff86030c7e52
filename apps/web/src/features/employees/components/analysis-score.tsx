import { Badge, Center, RingProgress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { scoreColor } from './analysis-format';

/** The performance score as a ring in its level's colour, with its level beneath; "—" without tasks. */
export function AnalysisScore({ score }: { score: number | null }) {
  const { t } = useTranslation();
  const color = score === null ? 'gray' : scoreColor(score);
  return (
    <Stack gap={4} align="center">
      <RingProgress
        size={148}
        thickness={14}
        roundCaps
        sections={score === null ? [] : [{ value: Math.max(0, Math.min(100, score)), color }]}
        label={
          <Center>
            <Stack gap={0} align="center">
              <Text fz={36} fw={800} lh={1} c={color} data-testid="analysis-score" data-color={color}>
                {score ?? t('analysis.noValue')}
              </Text>
              <Text size="xs" c="dimmed">
                / 100
              </Text>
            </Stack>
          </Center>
        }
      />
      <Text size="sm" fw={700}>
        {t('analysis.score')}
      </Text>
      <Badge color={color} variant="light" tt="none">
        {score === null ? t('analysis.noScore') : t(`analysis.level.${scoreColor(score)}`)}
      </Badge>
    </Stack>
  );
}
