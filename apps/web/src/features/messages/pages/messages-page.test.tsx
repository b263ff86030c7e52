import '../../../i18n/messages';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeConversation, makeMessage } from '../../../test/message-fixtures';
import { mockFetch, renderScreen } from '../../../test/render';
import { person } from '../../../test/task-fixtures';
import { setSession } from '../../../lib/session';
import { MessagesPage } from './messages-page';

const original = window.matchMedia;

describe('MessagesPage on a phone', () => {
  beforeEach(() => {
    // Below 768 px: the list and the chat are separate screens.
    window.matchMedia = (query: string) => ({ ...original(query), matches: query.includes('max-width') });
  });
  afterEach(() => {
    window.matchMedia = original;
  });

  it('shows the list, then only the chat, and goes back to the list', async () => {
    setSession('tok', person('u1', 'isci', 'Ali Çelik'));
    mockFetch({
      'GET /api/messages/conversations': {
        body: [makeConversation('u2', 'Zeynep Demir', { unread_count: 120 })],
      },
      'GET /api/groups': { body: [] },
      'GET /api/messages/u2?limit=50': { body: [makeMessage({ id: 'm9', content: 'Rampa 3 boşaldı mı?' })] },
      'POST /api/messages/mark-read': { body: { message: 'ok', marked: 1 } },
    });
    const { user } = renderScreen(<MessagesPage />, { path: '/dashboard/messages' });
    const row = await screen.findByTestId('chat-row');
    expect(row).toHaveTextContent('Zeynep Demir');
    expect(screen.getByTestId('chat-row-unread')).toHaveTextContent('99+');

    await user.click(row);
    expect(await screen.findByText('Rampa 3 boşaldı mı?')).toBeInTheDocument();
    expect(screen.queryByTestId('chat-list')).not.toBeInTheDocument();
    expect(screen.getByTestId('chat-title')).toHaveTextContent('Zeynep Demir');

    await user.click(screen.getByTestId('chat-back'));
    expect(await screen.findByTestId('chat-list')).toBeInTheDocument();
    expect(screen.queryByTestId('chat-pane')).not.toBeInTheDocument();
  });

  it("writes the list's buttons out, since a touch never shows a tooltip", async () => {
    setSession('tok', person('u1', 'isveren', 'Selin Aksoy'));
    mockFetch({
      'GET /api/messages/conversations': { body: [] },
      'GET /api/groups': { body: [] },
    });
    renderScreen(<MessagesPage />, { path: '/dashboard/messages' });
    expect(await screen.findByTestId('open-new-chat')).toHaveTextContent('Yeni Sohbet');
    expect(screen.getByTestId('open-new-group')).toHaveTextContent('Yeni Grup');
    expect(screen.getByTestId('open-bulk')).toHaveTextContent('Toplu Mesaj');
  });
});

describe('MessagesPage on a desktop', () => {
  it("keeps the list's buttons as icons with their names", async () => {
    setSession('tok', person('u1', 'isveren', 'Selin Aksoy'));
    mockFetch({
      'GET /api/messages/conversations': { body: [] },
      'GET /api/groups': { body: [] },
    });
    renderScreen(<MessagesPage />, { path: '/dashboard/messages' });
    const newChat = await screen.findByTestId('open-new-chat');
    expect(newChat).toHaveAccessibleName('Yeni Sohbet');
    expect(newChat).toHaveTextContent('');
  });
});
