import type { SearchResults } from '@vazife/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSession } from '../../../lib/session';
import { callsTo, mockFetch, renderScreen } from '../../../test/render';
import { person } from '../../../test/task-fixtures';
import { SearchButton } from './search-button';

const results: SearchResults = {
  tasks: [
    { id: 't1', title: 'İstanbul deposu sayımı', snippet: 'Raflar sayılacak' },
    { id: 't2', title: 'İstanbul sevkiyatı', snippet: '…kamyon İstanbul’a gidecek…' },
  ],
  employees: [{ id: 'u1', title: 'İsmail Güneş', snippet: 'ismail@ornek.com.tr' }],
  reports: [],
  announcements: [{ id: 'a1', title: 'İstanbul ofisi taşınıyor', snippet: 'Pazartesi yeni adreste' }],
};

const searchScreen = () =>
  renderScreen(<SearchButton />, {
    extraRoutes: [
      { path: '/dashboard', element: <p>Görev panosu</p> },
      { path: '/dashboard/employees', element: <p>Personel</p> },
      { path: '/dashboard/messages', element: <p>Mesajlar</p> },
    ],
  });

const url = (q: string) => `GET /api/search?q=${encodeURIComponent(q)}`;

describe('SearchButton and SearchDialog', () => {
  it('opens from the header, waits for two characters, and searches once the typing pauses', async () => {
    const fetchMock = mockFetch({ [url('ista')]: { body: results } });
    const { user } = searchScreen();
    await user.click(screen.getAllByRole('button', { name: 'Ara (Ctrl+K)' })[0]!);
    const box = await screen.findByRole('combobox', { name: 'Arama' });
    expect(box).toHaveFocus();
    await user.type(box, 'i');
    expect(screen.getByRole('status')).toHaveTextContent('Aramak için en az 2 karakter yazın');
    await user.type(box, 'sta');

    const list = await screen.findByRole('listbox', { name: 'Arama sonuçları' });
    // One call for the whole word: the keys in between were not searched.
    const searches = fetchMock.mock.calls.map(([input]) => String(input)).filter((u) => u.startsWith('/api/search'));
    expect(searches).toEqual(['/api/search?q=ista']);
    const groups = within(list).getAllByRole('group');
    expect(groups.map((g) => within(g).getAllByRole('option').length)).toEqual([2, 1, 1]);
    expect(within(list).getByRole('group', { name: 'Görevler' })).toHaveTextContent('İstanbul deposu sayımı');
    expect(within(list).getByRole('group', { name: 'Çalışanlar' })).toHaveTextContent('ismail@ornek.com.tr');
    expect(within(list).getByRole('group', { name: 'Duyurular' })).toHaveTextContent('Pazartesi yeni adreste');
    expect(within(list).queryByRole('group', { name: 'Raporlar' })).not.toBeInTheDocument();
  });

  it('moves through the results with the arrows and opens the highlighted one with Enter', async () => {
    mockFetch({ [url('ist')]: { body: results } });
    const { user, router } = searchScreen();
    await user.click(screen.getAllByRole('button', { name: 'Ara (Ctrl+K)' })[0]!);
    const box = await screen.findByRole('combobox', { name: 'Arama' });
    await user.type(box, 'ist');
    const options = await screen.findAllByRole('option');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(options[2]).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', options[2]!.id);
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(options[3]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(router.state.location.search).toBe('?task=t2');
    expect(await screen.findByText('Görev panosu')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('combobox')).not.toBeInTheDocument());
  });

  it('opens a result with a click, and closes with Escape', async () => {
    setSession('tok', person('boss', 'isveren'));
    mockFetch({ [url('ism')]: { body: results } });
    const { user, router } = searchScreen();
    await user.click(screen.getAllByRole('button', { name: 'Ara (Ctrl+K)' })[0]!);
    expect(await screen.findByRole('combobox')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('combobox')).not.toBeInTheDocument());

    await user.click(screen.getAllByRole('button', { name: 'Ara (Ctrl+K)' })[0]!);
    await user.type(await screen.findByRole('combobox'), 'ism');
    await user.click(await screen.findByRole('option', { name: /İsmail Güneş/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/employees'));
    expect(router.state.location.search).toBe('?employee=u1');
  });

  it('says when nothing was found, and shows the server’s error', async () => {
    const fetchMock = mockFetch({
      [url('zeplin')]: { body: { tasks: [], employees: [], reports: [], announcements: [] } },
      [url('hata')]: { status: 400, body: { detail: 'Aramak için en az 2 karakter yazın' } },
    });
    const { user } = searchScreen();
    await user.click(screen.getAllByRole('button', { name: 'Ara (Ctrl+K)' })[0]!);
    const box = await screen.findByRole('combobox');
    await user.type(box, 'zeplin');
    expect(await screen.findByText('“zeplin” için sonuç bulunamadı')).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, 'hata');
    expect(await screen.findByTestId('search-error')).toHaveTextContent('Aramak için en az 2 karakter yazın');
    expect(callsTo(fetchMock, url('hata'))).toHaveLength(1);
  });

  it('opens a person as a conversation for a supervisor, who has no employees page', async () => {
    setSession('tok', person('sef1', 'sef'));
    mockFetch({ [url('ism')]: { body: results } });
    const { user, router } = searchScreen();
    await user.click(screen.getAllByRole('button', { name: 'Ara (Ctrl+K)' })[0]!);
    await user.type(await screen.findByRole('combobox'), 'ism');
    await user.click(await screen.findByRole('option', { name: /İsmail Güneş/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/messages'));
    expect(router.state.location.search).toBe('?user=u1');
  });
});
