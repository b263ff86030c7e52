import { Modal } from '@mantine/core';
import type { Report } from '@vazife/contract';
import { useTranslation } from 'react-i18next';
import { ReportCard } from './report-card';

/** One report on its own, as the bell's link opens it. */
export function ReportModal({
  report,
  showAuthor,
  onPreview,
  onClose,
}: {
  report: Report | null;
  showAuthor: boolean;
  onPreview: (report: Report) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={report !== null} onClose={onClose} title={t('reports.title')} size="lg">
      {report && <ReportCard report={report} showAuthor={showAuthor} onPreview={onPreview} />}
    </Modal>
  );
}
