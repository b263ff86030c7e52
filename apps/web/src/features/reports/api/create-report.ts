import { createReportResponse, type Report, type ReportType } from '@vazife/contract';
import { useUploadCreate } from '../../../lib/upload-create';
import { reportKeys } from './keys';
import { showNewReport } from './live-updates';

/** The new-report form's fields; the type is chosen before it is sent (create-report-modal.tsx). */
export interface CreateReportValues {
  title: string;
  content: string;
  report_type: ReportType | null;
}

/** POST /api/reports/create as multipart, with the upload's progress while a file goes. */
export function useCreateReport() {
  return useUploadCreate<CreateReportValues, { message: string; report: Report }>({
    mutationKey: [...reportKeys.all, 'create'],
    path: '/api/reports/create',
    schema: import.meta.env.DEV ? createReportResponse : undefined,
    parts: (values, file) => ({
      title: values.title.trim(),
      content: values.content.trim(),
      report_type: values.report_type,
      report_file: file,
    }),
    onCreated: (queryClient, answer) => showNewReport(queryClient, answer.report),
  });
}
