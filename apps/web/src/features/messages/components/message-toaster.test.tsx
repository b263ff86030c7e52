import '../../../i18n/messages';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dispatchLiveEvent } from '../../../lib/live-events';
import { makeMessage } from '../../../test/message-fixtures';
import { callsTo, mockFetch, renderScreen } from '../../../test/render';
import { MessageToaster } from './message-toaster';

const long =
  'Yarın sabah 07:30’da B deposunda sayım var; herkes yeleğini ve el terminalini yanında getirsin, geç kalmayalım lütfen.';

describe('MessageToaster', () => {
  it('loads nothing until a message arrives, then shows its first 100 characters', async () => {
    const fetchMock = mockFetch({
      'GET /api/messages/m5/item': {
        body: makeMessage({ id: 'm5', sender_id: 'u2', sender_name: 'Zeynep Demir', content: long }),
      },
    });
    renderScreen(<MessageToaster userId="u1" />);
    expect(callsTo(fetchMock, 'GET /api/messages/m5/item')).toHaveLength(0);

    dispatchLiveEvent({
      type: 'message.created',
      message_id: 'm5',
      sender_id: 'u2',
      receiver_id: 'u1',
      group_id: null,
      // Too long to carry: the toast loads it.
      message: null,
      refetch: true,
    });
    expect(await screen.findByText('Zeynep Demir')).toBeInTheDocument();
    expect(screen.getByText(`${long.slice(0, 100).trimEnd()}...`)).toBeInTheDocument();
    // The message alone, not a page of the conversation list.
    expect(callsTo(fetchMock, 'GET /api/messages/m5/item')).toHaveLength(1);
    expect(callsTo(fetchMock, 'GET /api/messages/conversations?limit=30')).toHaveLength(0);
  });

  it('stays quiet for my own messages', () => {
    const fetchMock = mockFetch({});
    renderScreen(<MessageToaster userId="u1" />);
    dispatchLiveEvent({
      type: 'message.created',
      message_id: 'm6',
      sender_id: 'u1',
      receiver_id: 'u2',
      group_id: null,
      message: makeMessage({ id: 'm6', sender_id: 'u1', receiver_id: 'u2' }),
      refetch: false,
    });
    expect(callsTo(fetchMock, 'GET /api/messages/m6/item')).toHaveLength(0);
    expect(callsTo(fetchMock, 'GET /api/messages/conversations?limit=30')).toHaveLength(0);
    expect(callsTo(fetchMock, 'GET /api/groups')).toHaveLength(0);
  });
});
