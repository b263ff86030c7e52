import type { Report } from '@vazife/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { fetchReport } from '../api/report-detail';

/**
 * `/dashboard/reports?report=<id>` (the bell's link to an incident or safety report) opens that
 * report: it is fetched, handed to `onOpen`, and the parameter dropped, so that closing or reloading
 * does not open it again. A report that cannot be loaded just drops the parameter.
 */
export function useLinkedReport(onOpen: (report: Report) => void): void {
  const [params, setParams] = useSearchParams();
  const reportId = params.get('report');
  const query = useQuery({
    queryKey: ['reports', 'detail', reportId ?? ''],
    queryFn: () => fetchReport(reportId ?? ''),
    enabled: Boolean(reportId),
  });
  const found = reportId && query.data?.id === reportId ? query.data : undefined;
  const failed = Boolean(reportId) && query.isError;

  useEffect(() => {
    if (!found && !failed) return;
    if (found) onOpen(found);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('report');
        return next;
      },
      { replace: true },
    );
    // onOpen is the page's setter, the same on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [found, failed, setParams]);
}
