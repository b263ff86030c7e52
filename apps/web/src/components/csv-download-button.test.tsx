import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../lib/session';
import { renderScreen } from '../test/render';
import { person } from '../test/task-fixtures';
import { CsvDownloadButton } from './csv-download-button';

const csv = '\uFEFFBaşlık;Durum\r\nRaf;Onaylandı\r\n';

/** Links the button clicks: their file name and the blob's size (jsdom's Blob cannot be read back). */
function watchDownloads() {
  const saved: { name: string; size: number }[] = [];
  const blobs = new Map<string, Blob>();
  let n = 0;
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      const url = `blob:csv-${++n}`;
      blobs.set(url, blob);
      return url;
    },
    revokeObjectURL: () => undefined,
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, size: blobs.get(this.getAttribute('href') ?? '')!.size });
  });
  return saved;
}

beforeEach(() => setSession('tok', person('o1', 'isveren')));
afterEach(() => vi.restoreAllMocks());

describe('CsvDownloadButton', () => {
  it('fetches the export with the session and saves it under the name the server gave', async () => {
    const saved = watchDownloads();
    let release: () => void = () => undefined;
    const fetchMock = vi.fn((input: RequestInfo | URL, _init?: RequestInit) =>
      String(input) !== '/api/tasks/export.csv?filter=today'
        ? Promise.resolve(new Response('{}', { status: 404 }))
        : new Promise<Response>((resolve) => {
            release = () =>
              resolve(
                new Response(csv, {
                  headers: {
                    'Content-Type': 'text/csv; charset=utf-8',
                    'Content-Disposition':
                      'attachment; filename="performans-analizi-ay_e-2026-11-26.csv"; filename*=UTF-8\'\'performans-analizi-ay%C5%9Fe-2026-11-26.csv',
                  },
                }),
              );
          }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderScreen(
      <CsvDownloadButton path="/api/tasks/export.csv?filter=today" fallbackName="gorevler.csv" testId="export" />,
    );
    const button = screen.getByRole('button', { name: 'CSV indir' });
    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('data-loading', 'true'));
    const [, init] = fetchMock.mock.calls.find(([input]) => String(input).startsWith('/api/tasks/export.csv'))!;
    expect(init?.headers).toEqual({ Authorization: 'Bearer tok' });
    release();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('performans-analizi-ayşe-2026-11-26.csv');
    // Every byte, the BOM with them.
    expect(saved[0]!.size).toBe(new TextEncoder().encode(csv).length);
    await waitFor(() => expect(button).not.toHaveAttribute('data-loading'));
  });

  it('says why in Turkish when the export is refused, and saves nothing', async () => {
    const saved = watchDownloads();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ detail: 'Bu işlem için yetkiniz yok' }), { status: 403 })),
    );
    const { user } = renderScreen(<CsvDownloadButton path="/api/reports/export.csv" fallbackName="r.csv" testId="x" />);
    await user.click(screen.getByRole('button', { name: 'CSV indir' }));
    expect(await screen.findByText('Bu işlem için yetkiniz yok')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });

  it('falls back to its own message when the network fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const { user } = renderScreen(<CsvDownloadButton path="/api/reports/export.csv" fallbackName="r.csv" testId="x" />);
    await user.click(screen.getByRole('button', { name: 'CSV indir' }));
    expect(await screen.findByText('CSV dosyası indirilemedi. Lütfen tekrar deneyin.')).toBeInTheDocument();
  });

  it('cannot be pressed while disabled', () => {
    renderScreen(<CsvDownloadButton path="/api/reports/export.csv" fallbackName="r.csv" disabled testId="x" />);
    expect(screen.getByRole('button', { name: 'CSV indir' })).toBeDisabled();
  });
});
