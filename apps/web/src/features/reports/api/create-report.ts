import { createReportResponse, type Report, type ReportType } from '@vazife/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postFormWithProgress } from '../../../lib/upload-form';
import { reportKeys } from './keys';
import { showNewReport } from './live-updates';

export interface CreateReportValues {
  title: string;
  content: string;
  report_type: ReportType;
  report_file: File | null;
}

/** POST /api/reports/create as multipart, with the upload's progress (0–1) while a file goes. */
export function createReport(values: CreateReportValues, onProgress?: (share: number) => void) {
  const body = new FormData();
  body.set('title', values.title.trim());
  body.set('content', values.content.trim());
  body.set('report_type', values.report_type);
  if (values.report_file) body.set('report_file', values.report_file, values.report_file.name);
  return postFormWithProgress<{ message: string; report: Report }>('/api/reports/create', body, {
    schema: import.meta.env.DEV ? createReportResponse : undefined,
    onUploadProgress: (loaded, total) => onProgress?.(loaded / total),
  });
}

export function useCreateReport(onProgress?: (share: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...reportKeys.all, 'create'],
    mutationFn: (values: CreateReportValues) => createReport(values, onProgress),
    onSuccess: (result) => showNewReport(queryClient, result.report),
  });
}
