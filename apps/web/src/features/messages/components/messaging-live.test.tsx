import '../../../i18n/messages';
import { act, screen, waitFor } from '@testing-library/react';
import type { Company, SendState } from '@vazife/contract';
import { describe, expect, it } from 'vitest';
import { dispatchLiveEvent } from '../../../lib/live-events';
import { companyKeys } from '../../../lib/my-company';
import { setSession } from '../../../lib/session';
import { makeCompany } from '../../../test/company-fixtures';
import { callsTo, mockFetch, renderScreen } from '../../../test/render';
import { person } from '../../../test/task-fixtures';
import { messageKeys } from '../api/keys';
import { ChatPane } from './chat-pane';
import { MessagingLive } from './messaging-live';

const open: SendState = { can_send: true, reason: null };
const closed: SendState = { can_send: false, reason: 'Bu kişiye mesaj gönderme yetkiniz yok' };
const ruleChanged = (messaging_mode: Company['messaging_mode']) =>
  act(() => dispatchLiveEvent({ type: 'company.messaging_changed', messaging_mode }));

/** A worker's open chat with a manager, under the live layer, the server's answer to send-state set by the test. */
function openChat(initial: SendState, messages: unknown[] = []) {
  let state = initial;
  setSession('tok', person('u1', 'isci'));
  const fetchMock = mockFetch({
    'GET /api/companies/my': { body: makeCompany() },
    'GET /api/messages/u2/send-state': () => ({ body: state }),
    'GET /api/messages/u2?limit=50': { body: messages },
    'GET /api/messages/available-users': { body: [] },
  });
  const view = renderScreen(
    <>
      <MessagingLive userId="u1" />
      <ChatPane
        target={{ kind: 'user', id: 'u2' }}
        name="Mehmet Kaya"
        pinned={false}
        unread={0}
        user={person('u1', 'isci')}
      />
    </>,
  );
  return { ...view, fetchMock, answer: (next: SendState) => (state = next) };
}

describe('a change of the messaging rule, in an open chat', () => {
  it('closes a chat the new rule closes, saying the rule changed, and opens it again when it opens', async () => {
    const chat = openChat(open);
    expect(await screen.findByTestId('composer-input')).toBeInTheDocument();
    expect(await screen.findByTestId('messages-empty')).toHaveTextContent('Henüz mesaj yok. İlk mesajı siz yazın.');

    chat.answer(closed);
    ruleChanged('hiyerarsik');
    expect(await screen.findByTestId('composer-closed-heading')).toHaveTextContent(
      'Şirketin mesajlaşma kuralı değişti',
    );
    expect(screen.getByTestId('composer-closed')).toHaveTextContent('Bu kişiye mesaj gönderme yetkiniz yok');
    // An empty chat no longer invites a first message it would refuse.
    expect(screen.getByTestId('messages-empty')).toHaveTextContent(/^Henüz mesaj yok\.$/);
    // The company's rule is patched from the event; whom a new chat may reach is asked again.
    expect(chat.queryClient.getQueryData<Company>(companyKeys.my)?.messaging_mode).toBe('hiyerarsik');
    expect(chat.queryClient.getQueryState(messageKeys.availableUsers())).toBeUndefined();

    // A later refetch (the window focused again) keeps saying why.
    await act(() => chat.queryClient.invalidateQueries({ queryKey: messageKeys.all }));
    expect(screen.getByTestId('composer-closed-heading')).toBeInTheDocument();

    chat.answer(open);
    ruleChanged('acik');
    expect(await screen.findByTestId('composer-input')).toBeInTheDocument();
    expect(screen.queryByTestId('composer-closed')).not.toBeInTheDocument();
  });

  it('names no rule change for a chat that was closed already', async () => {
    const chat = openChat({ can_send: false, reason: 'Bu kullanıcı henüz onaylanmadı' });
    expect(await screen.findByTestId('composer-closed')).toHaveTextContent('Bu kullanıcı henüz onaylanmadı');
    const before = callsTo(chat.fetchMock, 'GET /api/messages/u2/send-state').length;
    ruleChanged('hiyerarsik');
    await waitFor(() => expect(callsTo(chat.fetchMock, 'GET /api/messages/u2/send-state').length).toBe(before + 1));
    expect(screen.queryByTestId('composer-closed-heading')).not.toBeInTheDocument();
  });
});
