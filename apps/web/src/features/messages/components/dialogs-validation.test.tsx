import '../../../i18n/messages';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, mockFetch, renderScreen } from '../../../test/render';
import { makeMessage } from '../../../test/message-fixtures';
import { BulkMessageModal } from './bulk-message-modal';
import { EditMessageModal } from './edit-message-modal';
import { NewGroupModal } from './new-group-modal';

const people = [
  { id: 'u2', name: 'Zeynep Demir', role: 'sef', email: 'z@example.com', created_at: '2026-11-01T10:00:00Z' },
  { id: 'u3', name: 'Ali Çelik', role: 'isci', email: 'a@example.com', created_at: '2026-11-01T10:00:00Z' },
];

describe('message dialogs', () => {
  it('a group needs a name and at least one member (one message), and sends nothing before', async () => {
    const fetchMock = mockFetch({ 'GET /api/messages/available-users': { body: people } });
    const { user } = renderScreen(<NewGroupModal opened onClose={vi.fn()} onCreated={vi.fn()} />);
    await user.click(await screen.findByTestId('group-create-submit'));
    expect(screen.getByTestId('group-form-error')).toHaveTextContent('Grup adı ve en az bir üye seçilmelidir');
    await user.type(screen.getByTestId('group-name'), 'Depo Ekibi');
    await user.click(screen.getByTestId('group-create-submit'));
    expect(screen.getByTestId('group-form-error')).toHaveTextContent('Grup adı ve en az bir üye seçilmelidir');
    expect(callsTo(fetchMock, 'POST /api/groups/create')).toHaveLength(0);
  });

  it('a bulk message needs a recipient and a text; "Tümünü seç" picks everyone', async () => {
    const fetchMock = mockFetch({
      'GET /api/messages/available-users': { body: people },
      'POST /api/messages/send-bulk': { body: { message: 'ok', sent_count: 2 } },
    });
    const onClose = vi.fn();
    const { user } = renderScreen(<BulkMessageModal opened onClose={onClose} />);
    await user.click(await screen.findByTestId('bulk-submit'));
    expect(screen.getByTestId('bulk-error')).toHaveTextContent('En az bir alıcı seçilmelidir');
    await vi.waitFor(() => expect(screen.getByTestId('bulk-select-all')).toBeEnabled());
    await user.click(screen.getByTestId('bulk-select-all'));
    await user.click(screen.getByTestId('bulk-submit'));
    expect(screen.getByTestId('bulk-error')).toHaveTextContent('Mesaj boş olamaz');
    await user.type(screen.getByTestId('bulk-content'), 'Yarın envanter sayımı var.');
    await user.click(screen.getByTestId('bulk-submit'));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(callsTo(fetchMock, 'POST /api/messages/send-bulk')).toEqual([
      { receiver_ids: ['u2', 'u3'], content: 'Yarın envanter sayımı var.' },
    ]);
  });

  it("an edited message keeps a text: the contract's words under the field, and the server's refusal there too", async () => {
    const fetchMock = mockFetch({
      'PUT /api/messages/m1': { status: 403, body: { detail: 'Bu mesajı düzenleyemezsiniz' } },
    });
    const { user } = renderScreen(
      <EditMessageModal
        opened
        message={makeMessage({ id: 'm1', content: 'Merhaba' })}
        target={{ kind: 'user', id: 'u2' }}
        onClose={vi.fn()}
      />,
    );
    await user.clear(screen.getByTestId('edit-message-input'));
    await user.type(screen.getByTestId('edit-message-input'), '   ');
    await user.click(screen.getByTestId('edit-message-submit'));
    expect(await screen.findByText('Mesaj metni boş olamaz')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT /api/messages/m1')).toHaveLength(0);
    await user.type(screen.getByTestId('edit-message-input'), ' Selam ');
    await user.click(screen.getByTestId('edit-message-submit'));
    expect(await screen.findByText('Bu mesajı düzenleyemezsiniz')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT /api/messages/m1')).toEqual([{ content: 'Selam' }]);
  });
});
