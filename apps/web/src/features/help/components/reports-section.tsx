import { Card, Stack, Text, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCategory,
  IconFileSpreadsheet,
  IconFilter,
  IconPaperclip,
  IconUserCheck,
} from '@tabler/icons-react';
import { exportLimits, fileAreas, reportLimits, reportTypes } from '@vazife/contract';
import { useTranslation } from 'react-i18next';
import { HelpTopics } from './help-topics';

const megabytes = Math.round(fileAreas.reports.groups[0].maxBytes / 1024 / 1024);

/**
 * Yardım › Raporlar: who writes and who reads, the types, the filters, the file, the bell for
 * incidents and safety matters, and the CSV file; limits and types from the contract.
 */
export function ReportsSection() {
  const { t, i18n } = useTranslation();
  const number = (n: number) => n.toLocaleString(i18n.language);
  const topics = [
    { key: 'who', icon: <IconUserCheck size={18} />, title: t('help.repWhoTitle'), text: t('help.repWho') },
    {
      key: 'types',
      icon: <IconCategory size={18} />,
      title: t('help.repTypesTitle'),
      text: t('help.repTypes', {
        types: reportTypes.map((type) => t(`reports.types.${type}`)).join(', '),
        titleMax: number(reportLimits.titleMax),
        contentMax: number(reportLimits.contentMax),
        hint: reportLimits.contentHint,
      }),
    },
    { key: 'filters', icon: <IconFilter size={18} />, title: t('help.repFiltersTitle'), text: t('help.repFilters') },
    {
      key: 'files',
      icon: <IconPaperclip size={18} />,
      title: t('help.repFilesTitle'),
      text: t('help.repFiles', { mb: megabytes }),
    },
    { key: 'alert', icon: <IconAlertTriangle size={18} />, title: t('help.repAlertTitle'), text: t('help.repAlert') },
    {
      key: 'csv',
      icon: <IconFileSpreadsheet size={18} />,
      title: t('help.repCsvTitle'),
      text: t('help.repCsv', { rows: number(exportLimits.rowCap) }),
    },
  ];
  return (
    <Stack gap="sm" data-testid="help-reports">
      <Title order={3} fz="lg">
        {t('help.reportsTitle')}
      </Title>
      <Card p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="lg">
          <Text size="sm">{t('help.reportsIntro')}</Text>
          <HelpTopics topics={topics} testId="help-reports-topics" />
        </Stack>
      </Card>
    </Stack>
  );
}
