import '../../../i18n/messages';
import { act, screen, waitFor } from '@testing-library/react';
import type { UserPublic } from '@vazife/contract';
import { describe, expect, it } from 'vitest';
import { dispatchLiveEvent } from '../../../lib/live-events';
import { makeMessage } from '../../../test/message-fixtures';
import { callsTo, mockFetch, renderScreen } from '../../../test/render';
import { MessagesNavBadge, useUnreadMessages } from './messages-nav-badge';
import { MessagingLive } from './messaging-live';

const user = { id: 'u1', is_approved: true, company_id: 'c1' } as UserPublic;

function Tab() {
  return (
    <>
      <MessagingLive userId={user.id} />
      <MessagesNavBadge count={useUnreadMessages(user)} />
    </>
  );
}

describe('the Mesajlar badge', () => {
  it('shows nothing at zero and "99+" past the cap', () => {
    const { rerender } = renderScreen(<MessagesNavBadge count={0} />);
    expect(screen.queryByTestId('nav-messages-unread')).not.toBeInTheDocument();
    rerender(<div />);
    renderScreen(<MessagesNavBadge count={150} />);
    expect(screen.getByTestId('nav-messages-unread')).toHaveTextContent('99+');
    expect(screen.getByLabelText('150 okunmamış mesaj')).toBeInTheDocument();
  });

  it('loads once after the first paint, then follows the live events without asking again', async () => {
    const fetchMock = mockFetch({
      'GET /api/messages/unread-count': { body: { unread_count: 2, direct: 1, group: 1 } },
    });
    renderScreen(<Tab />);
    expect(callsTo(fetchMock, 'GET /api/messages/unread-count')).toHaveLength(0);
    expect(await screen.findByTestId('nav-messages-unread')).toHaveTextContent('2');
    const message = makeMessage({ id: 'n1', sender_id: 'u2', receiver_id: 'u1' });
    act(() =>
      dispatchLiveEvent({
        type: 'message.created',
        message_id: 'n1',
        sender_id: 'u2',
        receiver_id: 'u1',
        group_id: null,
        message,
        refetch: false,
      }),
    );
    expect(await screen.findByText('3')).toBeInTheDocument();
    act(() =>
      dispatchLiveEvent({
        type: 'message.read',
        reader_id: 'u1',
        sender_id: 'u2',
        group_id: null,
        read_up_to: message.created_at,
        last_read_message_id: 'n1',
        unread_count: 0,
        marked: 3,
      }),
    );
    await waitFor(() => expect(screen.queryByTestId('nav-messages-unread')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'GET /api/messages/unread-count')).toHaveLength(1);
  });
});
