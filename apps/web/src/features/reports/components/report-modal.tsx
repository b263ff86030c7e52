import { Modal } from '@mantine/core';
import type { Report } from '@vazife/contract';
import { ReportCard } from './report-card';

/**
 * One report on its own, as the bell's and the search's links open it: titled with the report's
 * own title (the card below it then does not repeat it), never the list's "Raporlar".
 */
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
  return (
    <Modal
      opened={report !== null}
      onClose={onClose}
      title={report?.title}
      size="lg"
      styles={{ title: { overflowWrap: 'anywhere', fontWeight: 700 } }}
    >
      {report && <ReportCard report={report} showAuthor={showAuthor} onPreview={onPreview} titled={false} />}
    </Modal>
  );
}
