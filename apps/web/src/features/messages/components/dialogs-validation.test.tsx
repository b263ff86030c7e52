import '../../../i18n/messages';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, mockFetch, renderScreen } from '../../../test/render';
import { BulkMessageModal } from './bulk-message-modal';
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
});
