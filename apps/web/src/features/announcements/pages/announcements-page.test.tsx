import { act, screen, waitFor, within } from '@testing-library/react';
import type { Announcement, AnnouncementReads, UserPublic } from '@vazife/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dispatchLiveEvent } from '../../../lib/live-events';
import { createDialog, renderAs, stubJsonFetch, stubUpload, tooLarge } from '../../../test/page-stubs';
import { person } from '../../../test/task-fixtures';
import { AnnouncementsPage } from './announcements-page';
import { cfbBytes, exeBytes, pickedFile } from '../../../test/sample-files';

afterEach(() => vi.useRealTimers());

function makeAnnouncement(overrides: Partial<Announcement> = {}): Announcement {
  return {
    id: 'a1',
    title: 'Bayram tatili',
    description: 'Depo pazartesi kapalı.',
    created_by: 'o1',
    creator_name: 'Ayşe Yılmaz',
    creator_role: 'isveren',
    created_at: '2026-11-22T09:00:00.000Z',
    attachment_url: null,
    attachment_type: null,
    attachment_name: null,
    is_read: false,
    read_count: null,
    total_members: null,
    ...overrides,
  };
}

/** A fetch stub for the announcements calls: the list, one item, reading, the readers, deleting. */
function serve(list: Announcement[], extra: { items?: Record<string, Announcement>; reads?: AnnouncementReads } = {}) {
  return stubJsonFetch(({ method, path }) => {
    if (path === '/api/announcements') return list;
    if (path.endsWith('/read')) return { read_at: '2026-11-22T10:00:00.000Z' };
    if (path.endsWith('/reads') && extra.reads) return extra.reads;
    if (method === 'DELETE') return { message: 'Duyuru başarıyla silindi' };
    return extra.items?.[path];
  });
}

const renderPage = (user: UserPublic) => renderAs(user, <AnnouncementsPage />);

describe('AnnouncementsPage', () => {
  it('shows a worker every announcement, unread marked until opened, and opening marks it read', async () => {
    const calls = serve([
      makeAnnouncement({ id: 'a1', title: 'Bayram tatili' }),
      makeAnnouncement({ id: 'a2', title: 'Vardiya', is_read: true, creator_name: 'Can Demir', creator_role: 'mudur' }),
    ]);
    const { user } = renderPage(person('w1', 'isci'));
    const unread = await screen.findByRole('article', { name: 'Bayram tatili' });
    expect(within(unread).getByTestId('unread-marker')).toBeInTheDocument();
    const read = screen.getByRole('article', { name: 'Vardiya' });
    expect(within(read).queryByTestId('unread-marker')).not.toBeInTheDocument();
    expect(read).toHaveTextContent('Can Demir');
    expect(read).toHaveTextContent('Müdür');
    expect(screen.queryByRole('button', { name: 'Yeni Duyuru' })).not.toBeInTheDocument();

    await user.click(within(unread).getByRole('button', { name: 'Bayram tatili duyurusunu aç (okunmadı)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bayram tatili' });
    expect(dialog).toHaveTextContent('Depo pazartesi kapalı.');
    expect(within(dialog).queryByRole('button', { name: /Okuyanlar/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Sil' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/announcements/a1/read']),
    );
    expect(within(unread).queryByTestId('unread-marker')).not.toBeInTheDocument();
    // Opening a read one asks nothing.
    await user.keyboard('{Escape}');
    await user.click(within(read).getByRole('button', { name: 'Vardiya duyurusunu aç' }));
    await screen.findByRole('dialog', { name: 'Vardiya' });
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('opens the announcement the bell’s link names, even one the list has not loaded, and marks it read', async () => {
    const older = makeAnnouncement({ id: 'old', title: 'Eski duyuru', created_at: '2026-01-05T09:00:00.000Z' });
    const calls = serve([makeAnnouncement()], { items: { '/api/announcements/old': older } });
    const { router } = renderPage(person('w1', 'isci'));
    await screen.findByRole('article', { name: 'Bayram tatili' });
    await act(() => router.navigate('/?announcement=old'));
    const dialog = await screen.findByRole('dialog', { name: 'Eski duyuru' });
    expect(dialog).toHaveTextContent('Depo pazartesi kapalı.');
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/announcements/old/read']),
    );
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('asks the server with Istanbul’s today, the last 7 days, this month and a past month', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T21:30:00Z')); // 00:30 on the 23rd in Istanbul
    const calls = serve([]);
    const asked = () => calls.filter((c) => c.path === '/api/announcements').at(-1)!.query;
    const { user } = renderPage(person('w1', 'isci'));
    expect(await screen.findByText('Henüz duyuru yok.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Bugün' }));
    await waitFor(() => expect(asked().get('from')).toBe('2026-11-23'));
    expect(asked().get('to')).toBe('2026-11-23');
    expect(await screen.findByText('Bu tarihlerde duyuru yok.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Bu hafta (7 gün)' }));
    await waitFor(() => expect(asked().get('from')).toBe('2026-11-17'));
    await user.click(screen.getByRole('radio', { name: 'Bu ay' }));
    await waitFor(() => expect(asked().get('from')).toBe('2026-11-01'));
    expect(asked().get('to')).toBe('2026-11-23');
    await user.click(screen.getByRole('radio', { name: 'Geçmiş bir ay' }));
    await waitFor(() => expect(asked().get('from')).toBe('2026-10-01'));
    expect(asked().get('to')).toBe('2026-10-31');
    await user.click(screen.getByTestId('announcement-month'));
    await user.click(await screen.findByRole('option', { name: 'Şubat 2026' }));
    await waitFor(() => expect(asked().get('from')).toBe('2026-02-01'));
    expect(asked().get('to')).toBe('2026-02-28');
  });

  it('lets a manager publish one: Turkish errors first, then with its attachment and the upload’s progress', async () => {
    serve([]);
    const created = makeAnnouncement({
      id: 'new',
      title: 'Genel toplantı',
      created_by: 'm1',
      creator_role: 'mudur',
      is_read: true,
      read_count: 0,
      total_members: 12,
    });
    const sent = stubUpload({ status: 201, body: { message: 'Duyuru başarıyla oluşturuldu', announcement: created } });
    const { user } = renderPage(person('m1', 'mudur'));
    const dialog = await createDialog.open(user, 'Yeni Duyuru');
    await user.click(within(dialog).getByRole('button', { name: 'Duyuruyu Yayımla' }));
    // Each field says what it is missing, in the contract's words; there is no refusal to show yet.
    expect(within(dialog).getByRole('textbox', { name: /Başlık/ })).toHaveAccessibleDescription(
      'Duyuru başlığı zorunludur',
    );
    expect(within(dialog).getByRole('textbox', { name: /Açıklama/ })).toHaveAccessibleDescription(
      'Duyuru açıklaması zorunludur',
    );
    expect(within(dialog).queryByTestId('announcement-form-error')).not.toBeInTheDocument();
    await createDialog.typeInto(user, dialog, { Başlık: 'Genel toplantı', Açıklama: 'Cuma 10:00, yemekhanede' });
    const exe = pickedFile('kurulum.exe', exeBytes(), { type: 'application/x-msdownload' });
    createDialog.pick(dialog, 'announcement-file-input', exe);
    expect(await within(dialog).findByText('kurulum.exe desteklenmeyen dosya türü')).toBeInTheDocument();
    const sheet = pickedFile('liste.xls', cfbBytes(), { type: 'application/vnd.ms-excel' });
    createDialog.pick(dialog, 'announcement-file-input', sheet);
    await waitFor(() =>
      expect(within(dialog).queryByText('kurulum.exe desteklenmeyen dosya türü')).not.toBeInTheDocument(),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Duyuruyu Yayımla' }));
    const card = await screen.findByRole('article', { name: 'Genel toplantı' });
    expect(within(card).getByTestId('read-count')).toHaveTextContent('0/12');
    expect(
      within(card).getByRole('button', { name: 'Genel toplantı duyurusunu aç, 12 kişiden 0 kişi okudu' }),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.get('title')).toBe('Genel toplantı');
    expect(sent[0]!.get('description')).toBe('Cuma 10:00, yemekhanede');
    expect((sent[0]!.get('attachment') as File).name).toBe('liste.xls');
    expect(await screen.findByText('Duyuru başarıyla oluşturuldu')).toBeInTheDocument();
  });

  it('shows the server’s Turkish reason when an announcement is refused', async () => {
    serve([]);
    stubUpload(tooLarge);
    const { user } = renderPage(person('o1', 'isveren'));
    const dialog = await createDialog.open(user, 'Yeni Duyuru');
    await createDialog.typeInto(user, dialog, { Başlık: 'Tatil', Açıklama: 'Pazartesi' });
    await user.click(within(dialog).getByRole('button', { name: 'Duyuruyu Yayımla' }));
    expect(await within(dialog).findByTestId('announcement-form-error')).toHaveTextContent(tooLarge.body.detail);
  });

  it('shows the employer who read it and who has not, with the times, and deletes it after asking', async () => {
    const a = makeAnnouncement({
      id: 'a1',
      created_by: 'm1',
      creator_role: 'mudur',
      creator_name: 'Can Demir',
      read_count: 1,
      total_members: 2,
      attachment_url: '/api/download/announcements/k.jpg?dl=x',
      attachment_type: 'image',
      attachment_name: 'afiş.jpg',
    });
    const calls = serve([a], {
      reads: {
        read_count: 1,
        total_members: 2,
        read: [{ user_id: 'w1', name: 'Ali Kaya', role: 'isci', read_at: '2026-11-22T10:15:00.000Z' }],
        unread: [{ user_id: 's1', name: 'Zeynep Ak', role: 'sef' }],
      },
    });
    const { user } = renderPage(person('o1', 'isveren'));
    const card = await screen.findByRole('article', { name: 'Bayram tatili' });
    expect(within(card).getByTestId('read-count')).toHaveTextContent('1/2');
    await user.click(within(card).getByRole('button', { name: /duyurusunu aç/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Bayram tatili' });
    expect(within(dialog).getByRole('img', { name: 'afiş.jpg önizlemesi' })).toHaveAttribute('src', a.attachment_url);
    expect(within(dialog).getByRole('link', { name: 'İndir: afiş.jpg' })).toHaveAttribute('href', a.attachment_url);

    await user.click(within(dialog).getByRole('button', { name: 'Okuyanlar (1/2)' }));
    const reads = await screen.findByRole('dialog', { name: 'Duyuruyu okuyanlar' });
    expect(await within(reads).findByText('2 kişiden 1 kişi okudu')).toBeInTheDocument();
    expect(within(reads).getByTestId('readers')).toHaveTextContent('Ali Kaya');
    expect(within(reads).getByTestId('readers')).toHaveTextContent('22 Kasım 2026');
    await user.click(within(reads).getByRole('tab', { name: 'Okumayanlar (1)' }));
    expect(within(reads).getByTestId('non-readers')).toHaveTextContent('Zeynep Ak');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Duyuruyu okuyanlar' })).not.toBeInTheDocument());

    // The readers' dialog took the announcement's place: it opens again from its card.
    await user.click(within(card).getByRole('button', { name: /duyurusunu aç/ }));
    const again = await screen.findByRole('dialog', { name: 'Bayram tatili' });
    await user.click(within(again).getByRole('button', { name: 'Sil' }));
    const confirm = await screen.findByRole('dialog', { name: 'Duyuruyu sil' });
    expect(confirm).toHaveTextContent('“Bayram tatili” duyurusu ve eki silinecek.');
    await user.click(within(confirm).getByTestId('confirm-button'));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Bayram tatili' })).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/announcements/a1']);
    expect(await screen.findByText('Duyuru başarıyla silindi')).toBeInTheDocument();
  });

  it('patches the list from the live events: a new one added, a deleted one dropped, a reading counted', async () => {
    const withFile = makeAnnouncement({
      id: 'f',
      title: 'Yeni plan',
      created_at: '2026-11-23T10:00:00.000Z',
      attachment_url: '/api/download/announcements/p.pdf?dl=x',
      attachment_type: 'other',
      attachment_name: 'plan.pdf',
    });
    const calls = serve([makeAnnouncement({ id: 'a1', created_by: 'w1', read_count: 0, total_members: 3 })], {
      items: { '/api/announcements/f': withFile },
    });
    renderPage(person('w1', 'mudur'));
    await screen.findByRole('article', { name: 'Bayram tatili' });
    const listCalls = () => calls.filter((c) => c.path === '/api/announcements').length;
    const before = listCalls();
    act(() =>
      dispatchLiveEvent({
        type: 'announcement.created',
        announcement_id: 'n',
        announcement: makeAnnouncement({ id: 'n', title: 'Toplantı', created_at: '2026-11-23T09:00:00.000Z' }),
        refetch: false,
      }),
    );
    expect(await screen.findByRole('article', { name: 'Toplantı' })).toBeInTheDocument();
    act(() =>
      dispatchLiveEvent({
        type: 'announcement.created',
        announcement_id: 'f',
        announcement: { ...withFile, attachment_url: null },
        refetch: true,
      }),
    );
    await screen.findByRole('article', { name: 'Yeni plan' });
    expect(screen.getAllByTestId('announcement-card').map((c) => c.getAttribute('aria-label'))).toEqual([
      'Yeni plan',
      'Toplantı',
      'Bayram tatili',
    ]);
    act(() => dispatchLiveEvent({ type: 'announcement.read', announcement_id: 'a1', read_count: 2, total_members: 3 }));
    expect(
      await within(screen.getByRole('article', { name: 'Bayram tatili' })).findByRole('button', {
        name: 'Bayram tatili duyurusunu aç (okunmadı), 3 kişiden 2 kişi okudu',
      }),
    ).toBeInTheDocument();
    act(() => dispatchLiveEvent({ type: 'announcement.deleted', announcement_id: 'n' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Toplantı' })).not.toBeInTheDocument());
    // None of this loaded the list again.
    expect(listCalls()).toBe(before);
  });
});
