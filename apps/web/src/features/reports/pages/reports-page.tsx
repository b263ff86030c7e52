import { Button, Group, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { canCreateReport, readsAllReports, type Report } from '@vazife/contract';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CsvDownloadButton } from '../../../components/csv-download-button';
import { PageHeader } from '../../../components/page-header';
import { PagedList } from '../../../components/paged-list';
import { WriteArea } from '../../../components/write-area';
import { useSession } from '../../../lib/session';
import type { ReportFilters as Filters } from '../api/keys';
import { reportExportPath } from '../api/report-export';
import { useReportList } from '../api/report-list';
import { CreateReportModal } from '../components/create-report-modal';
import { rangeOf } from '../components/date-range';
import { ImagePreviewModal } from '../components/image-preview-modal';
import { ReportCard } from '../components/report-card';
import { ReportFilters, type FilterState } from '../components/report-filters';
import { ReportModal } from '../components/report-modal';
import { ReportStats } from '../components/report-stats';
import { useLinkedReport } from '../components/use-linked-report';

const initialFilters: FilterState = { search: '', preset: 'all', custom: { from: '', to: '' }, type: null };

/**
 * Raporlar: a worker writes reports and reads their own; the employer, managers and supervisors
 * read everyone's with the author. Search, date and type filters, counts by type, new reports live.
 */
export function ReportsPage() {
  const { t } = useTranslation();
  const user = useSession()?.user;
  const actor = { role: user?.role ?? 'isci', approved: user?.is_approved ?? false } as const;
  const reader = readsAllReports(actor);
  const [state, setState] = useState(initialFilters);
  const [search] = useDebouncedValue(state.search.trim(), 300);
  const filters = useMemo<Filters>(
    () => ({
      ...rangeOf(state.preset, state.custom),
      ...(state.type ? { type: state.type } : {}),
      ...(search ? { q: search } : {}),
    }),
    [state.preset, state.custom, state.type, search],
  );
  const list = useReportList(filters);
  const [creating, setCreating] = useState(false);
  const [preview, setPreview] = useState<Report | null>(null);
  const [opened, setOpened] = useState<Report | null>(null);
  useLinkedReport(setOpened);
  const reports = list.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('reports.title')}
        subtitle={reader ? t('reports.subtitleReader') : t('reports.subtitleWorker')}
        actions={
          <Group gap="sm">
            <CsvDownloadButton
              path={reportExportPath(filters)}
              fallbackName="raporlar.csv"
              disabled={list.isPending}
              testId="reports-export"
            />
            {canCreateReport(actor) && (
              <WriteArea call="POST /api/reports/create">
                <Button leftSection={<IconPlus size={18} />} onClick={() => setCreating(true)} data-testid="new-report">
                  {t('reports.newReport')}
                </Button>
              </WriteArea>
            )}
          </Group>
        }
      />
      <ReportFilters value={state} onChange={setState} />
      <ReportStats filters={filters} />
      <PagedList
        query={list}
        items={reports}
        renderItem={(report) => (
          <ReportCard key={report.id} report={report} showAuthor={reader} onPreview={setPreview} />
        )}
        texts={{
          loadFailed: t('reports.loadFailed'),
          empty:
            reader || filters.q || filters.type || filters.from || filters.to
              ? t('reports.empty')
              : t('reports.emptyWorker'),
          loadMore: t('reports.loadMore'),
        }}
        testId="report-list"
      />
      <CreateReportModal opened={creating} onClose={() => setCreating(false)} />
      <ReportModal report={opened} showAuthor={reader} onPreview={setPreview} onClose={() => setOpened(null)} />
      <ImagePreviewModal
        url={preview?.file_url ?? null}
        name={preview?.file_name ?? ''}
        onClose={() => setPreview(null)}
      />
    </Stack>
  );
}
