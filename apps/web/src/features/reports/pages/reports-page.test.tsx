import { act, screen, waitFor, within } from '@testing-library/react';
import type { Report, ReportStats, UserPublic } from '@vazife/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dispatchLiveEvent } from '../../../lib/live-events';
import { createDialog, renderAs, stubJsonFetch, stubUpload, tooLarge } from '../../../test/page-stubs';
import { person } from '../../../test/task-fixtures';
import { ReportsPage } from './reports-page';
import { exeBytes, jpegBytes, pickedFile } from '../../../test/sample-files';

const wideMatchMedia = window.matchMedia;
afterEach(() => {
  vi.useRealTimers();
  window.matchMedia = wideMatchMedia;
});

/** A phone's width, as lib/use-is-phone.ts asks for it. */
function onPhone() {
  window.matchMedia = (query: string) => ({ ...wideMatchMedia(query), matches: query.includes('max-width') });
}

function makeReport(overrides: Partial<Report> = {}): Report {
  return {
    id: 'r1',
    title: 'Gün sonu',
    content: 'Sayım tamamlandı',
    type: 'gunluk',
    created_at: '2026-11-22T09:00:00.000Z',
    user_id: 'w1',
    user_name: 'Ayşe Yılmaz',
    file_url: null,
    thumbnail_url: null,
    file_name: null,
    file_type: null,
    file_size: null,
    ...overrides,
  };
}

const noStats = { total: 0, by_type: { gunluk: 0, haftalik: 0, mesai_teslim: 0, olay: 0, bakim: 0, guvenlik: 0 } };

/** A fetch stub for GET /api/reports (and its stats): the reports, and every list query it was asked with. */
function serve(reports: Report[], extra: Record<string, Report> = {}, stats: ReportStats = noStats) {
  const asked: URLSearchParams[] = [];
  stubJsonFetch(({ path, query }) => {
    if (path === '/api/reports') asked.push(query);
    return path === '/api/reports' ? reports : path === '/api/reports/stats' ? stats : extra[path];
  });
  return asked;
}

const renderPage = (user: UserPublic) => renderAs(user, <ReportsPage />);

describe('ReportsPage', () => {
  it('shows a reader every report with its author, the counts by type, and no new-report button', async () => {
    serve(
      [
        makeReport({ id: 'a', title: 'Forklift arızası', type: 'olay', user_name: 'Ali Kaya' }),
        makeReport({ id: 'b', title: 'Gün sonu', type: 'gunluk' }),
        makeReport({ id: 'c', title: 'Rampa', type: 'olay' }),
      ],
      {},
      // The whole range's counts, beyond the loaded page.
      { total: 63, by_type: { ...noStats.by_type, olay: 2, gunluk: 61 } },
    );
    renderPage(person('o1', 'isveren'));
    const card = await screen.findByRole('article', { name: 'Forklift arızası' });
    expect(card).toHaveTextContent('Ali Kaya');
    expect(card).toHaveTextContent('Olay');
    await waitFor(() => expect(screen.getByTestId('report-stats')).toHaveTextContent('Toplam 63 rapor'));
    expect(screen.getByTestId('report-count-olay')).toHaveTextContent('2');
    expect(screen.getByTestId('report-count-gunluk')).toHaveTextContent('61');
    expect(screen.getByTestId('report-count-guvenlik')).toHaveTextContent('0');
    expect(screen.queryByRole('button', { name: 'Yeni Rapor' })).not.toBeInTheDocument();
  });

  it('keeps a phone’s type and dates behind a button that counts those set, the counts on one line', async () => {
    onPhone();
    const asked = serve(
      [makeReport({ id: 'a', title: 'Forklift arızası', type: 'olay' })],
      {},
      {
        total: 63,
        by_type: { ...noStats.by_type, olay: 2, gunluk: 61 },
      },
    );
    const { user } = renderPage(person('o1', 'isveren'));
    expect(await screen.findByRole('article', { name: 'Forklift arızası' })).toBeInTheDocument();
    expect(screen.getByTestId('report-search')).toBeVisible();
    const toggle = screen.getByRole('button', { name: 'Süzgeçler' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('report-filters-count')).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Son 7 gün' })).not.toBeInTheDocument();
    // One line of counts, not a card of six.
    await waitFor(() => expect(screen.getByTestId('report-stats')).toHaveTextContent('Toplam 63 rapor'));
    expect(screen.getByTestId('report-count-olay')).toHaveTextContent('Olay 2');
    expect(screen.getByTestId('report-stats').tagName).not.toBe('ARTICLE');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(await screen.findByRole('radio', { name: 'Son 7 gün' }));
    await user.click(screen.getByTestId('report-type-filter'));
    await user.click(await screen.findByRole('option', { name: 'Olay' }));
    expect(screen.getByRole('button', { name: 'Süzgeçler, 2 seçili' })).toBeInTheDocument();
    expect(screen.getByTestId('report-filters-count')).toHaveTextContent('2');
    await waitFor(() => expect(asked.at(-1)?.get('type')).toBe('olay'));
    expect(asked.at(-1)?.get('from')).toBeTruthy();
  });

  it('asks the server with the search, the type and Istanbul’s today', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T21:30:00Z')); // 00:30 on the 23rd in Istanbul
    const asked = serve([]);
    const { user } = renderPage(person('o1', 'isveren'));
    expect(await screen.findByText('Bu süzgeçlere uyan rapor yok.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Bugün' }));
    await waitFor(() => expect(asked.at(-1)?.get('from')).toBe('2026-11-23'));
    expect(asked.at(-1)?.get('to')).toBe('2026-11-23');
    await user.click(screen.getByRole('radio', { name: 'Son 7 gün' }));
    await waitFor(() => expect(asked.at(-1)?.get('from')).toBe('2026-11-17'));
    await user.type(screen.getByTestId('report-search'), 'forklift');
    await waitFor(() => expect(asked.at(-1)?.get('q')).toBe('forklift'), { timeout: 2000 });
    await user.click(screen.getByTestId('report-type-filter'));
    await user.click(await screen.findByRole('option', { name: 'Güvenlik' }));
    await waitFor(() => expect(asked.at(-1)?.get('type')).toBe('guvenlik'));
    expect(asked.at(-1)?.get('q')).toBe('forklift');
  });

  it('downloads the reports the filters find as CSV', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T21:30:00Z')); // 00:30 on the 23rd in Istanbul
    serve([]);
    const fetchMock = vi.mocked(fetch);
    const listOnly = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) =>
      String(input).startsWith('/api/reports/export.csv')
        ? new Response('\uFEFFBaşlık\r\n', { headers: { 'Content-Type': 'text/csv; charset=utf-8' } })
        : listOnly(input, init),
    );
    Object.assign(URL, { createObjectURL: () => 'blob:raporlar', revokeObjectURL: () => undefined });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderPage(person('o1', 'isveren'));
    expect(await screen.findByText('Bu süzgeçlere uyan rapor yok.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Bugün' }));
    await user.click(screen.getByTestId('report-type-filter'));
    await user.click(await screen.findByRole('option', { name: 'Güvenlik' }));
    const button = screen.getByTestId('reports-export');
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const asked = fetchMock.mock.calls.find(([input]) => String(input).startsWith('/api/reports/export.csv'));
    expect(String(asked?.[0])).toBe('/api/reports/export.csv?from=2026-11-23&to=2026-11-23&type=guvenlik');
    click.mockRestore();
  });

  it('lets a worker write a report: Turkish errors first, then the report with its file and progress', async () => {
    serve([]);
    const created = makeReport({ id: 'new', title: 'Kırık raf', type: 'bakim', user_id: 'w1' });
    const sent = stubUpload({ status: 201, body: { message: 'Rapor başarıyla oluşturuldu', report: created } });
    const { user } = renderPage(person('w1', 'isci'));
    expect(await screen.findByText('Henüz rapor yazmadınız.')).toBeInTheDocument();
    const dialog = await createDialog.open(user, 'Yeni Rapor');
    await user.click(within(dialog).getByRole('button', { name: 'Raporu Gönder' }));
    // Each field says what it is missing, in the contract's words; there is no refusal to show yet.
    expect(within(dialog).getByTestId('report-type')).toHaveAccessibleDescription('Rapor türü seçilmelidir');
    expect(within(dialog).getByRole('textbox', { name: /Başlık/ })).toHaveAccessibleDescription(
      'Rapor başlığı zorunludur',
    );
    expect(within(dialog).getByRole('textbox', { name: /İçerik/ })).toHaveAccessibleDescription(
      /Rapor içeriği zorunludur/,
    );
    expect(within(dialog).queryByTestId('report-form-error')).not.toBeInTheDocument();
    expect(within(dialog).getByText('En az 50 karakter önerilir (0 karakter yazıldı)')).toBeInTheDocument();
    await user.click(within(dialog).getByTestId('report-type'));
    await user.click(await within(dialog).findByRole('option', { name: 'Bakım' }));
    await createDialog.typeInto(user, dialog, { Başlık: 'Kırık raf', İçerik: '   ' });
    await user.click(within(dialog).getByRole('button', { name: 'Raporu Gönder' }));
    // Blank is missing: the content alone still says so.
    expect(within(dialog).getByRole('textbox', { name: /İçerik/ })).toHaveAccessibleDescription(
      /Rapor içeriği zorunludur/,
    );
    expect(within(dialog).getByRole('textbox', { name: /Başlık/ })).not.toHaveAccessibleDescription();
    expect(within(dialog).getByTestId('report-type')).not.toHaveAccessibleDescription();
    await createDialog.typeInto(user, dialog, { İçerik: 'B blok 3. raf kırık' });
    // Past the picker's own filter (a phone's picker may not apply it): the dialog reads the bytes,
    // as the server will, and refuses a program whatever its name says.
    for (const name of ['kurulum.exe', 'raf.jpg']) {
      const exe = pickedFile(name, exeBytes(), { type: name.endsWith('.jpg') ? 'image/jpeg' : '' });
      createDialog.pick(dialog, 'report-file-input', exe);
      expect(await within(dialog).findByText(`${name} desteklenmeyen dosya türü`)).toBeInTheDocument();
    }
    const photo = pickedFile('raf.jpg', jpegBytes(), { type: 'image/jpeg' });
    createDialog.pick(dialog, 'report-file-input', photo);
    await waitFor(() =>
      expect(within(dialog).queryByText('raf.jpg desteklenmeyen dosya türü')).not.toBeInTheDocument(),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Raporu Gönder' }));
    expect(await screen.findByRole('article', { name: 'Kırık raf' })).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.get('report_type')).toBe('bakim');
    expect(sent[0]!.get('content')).toBe('B blok 3. raf kırık');
    expect((sent[0]!.get('report_file') as File).name).toBe('raf.jpg');
    expect(await screen.findByText('Rapor başarıyla oluşturuldu')).toBeInTheDocument();
  });

  it('shows the server’s Turkish reason when a report is refused', async () => {
    serve([]);
    stubUpload(tooLarge);
    const { user } = renderPage(person('w1', 'isci'));
    const dialog = await createDialog.open(user, 'Yeni Rapor');
    await user.click(within(dialog).getByTestId('report-type'));
    await user.click(await within(dialog).findByRole('option', { name: 'Günlük' }));
    await createDialog.typeInto(user, dialog, { Başlık: 'Gün sonu', İçerik: 'Tamam' });
    await user.click(within(dialog).getByRole('button', { name: 'Raporu Gönder' }));
    expect(await within(dialog).findByTestId('report-form-error')).toHaveTextContent(tooLarge.body.detail);
  });

  it('adds a report written elsewhere at once, fetching it when it has a file', async () => {
    const withFile = makeReport({
      id: 'f',
      title: 'Çatlak',
      file_url: '/api/download/reports/k.jpg?dl=x',
      thumbnail_url: '/api/download/reports/t.webp?dl=x',
      file_name: 'çatlak.jpg',
      file_type: 'image',
      file_size: 10,
    });
    serve([makeReport()], { '/api/reports/f': withFile });
    const { user } = renderPage(person('m1', 'mudur'));
    await screen.findByRole('article', { name: 'Gün sonu' });
    act(() =>
      dispatchLiveEvent({
        type: 'report.created',
        report_id: 'n',
        user_id: 'w2',
        report: makeReport({ id: 'n', title: 'Yeni gelen', created_at: '2026-11-23T09:00:00.000Z' }),
        refetch: false,
      }),
    );
    expect(await screen.findByRole('article', { name: 'Yeni gelen' })).toBeInTheDocument();
    act(() =>
      dispatchLiveEvent({
        type: 'report.created',
        report_id: 'f',
        user_id: 'w2',
        report: { ...withFile, file_url: null, thumbnail_url: null },
        refetch: true,
      }),
    );
    const card = await screen.findByRole('article', { name: 'Çatlak' });
    expect(screen.getAllByTestId('report-card').map((c) => c.getAttribute('aria-label'))).toEqual([
      'Çatlak',
      'Yeni gelen',
      'Gün sonu',
    ]);
    await user.click(within(card).getByRole('button', { name: 'çatlak.jpg önizlemesi' }));
    const preview = await screen.findByRole('dialog');
    expect(within(preview).getByRole('img')).toHaveAttribute('src', withFile.file_url);
  });

  it('opens the report the bell links to, and drops the link', async () => {
    const linked = makeReport({ id: 'l', title: 'Yangın tüpü', type: 'guvenlik', user_name: 'Ali Kaya' });
    serve([], { '/api/reports/l': linked });
    const view = renderPage(person('o1', 'isveren'));
    await act(() => view.router.navigate('/?report=l'));
    // Titled with the report's own title, not the list's "Raporlar", and not said twice.
    const dialog = await screen.findByRole('dialog', { name: 'Yangın tüpü' });
    expect(within(dialog).getByRole('article', { name: 'Yangın tüpü' })).toHaveTextContent('Ali Kaya');
    expect(within(dialog).getAllByText('Yangın tüpü')).toHaveLength(1);
    expect(within(dialog).queryByText('Raporlar')).not.toBeInTheDocument();
    await waitFor(() => expect(view.router.state.location.search).toBe(''));
  });
});
