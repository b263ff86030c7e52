import '../../../i18n/messages';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeGroup } from '../../../test/message-fixtures';
import { callsTo, mockFetch, renderScreen } from '../../../test/render';
import { person } from '../../../test/task-fixtures';
import { GroupSettingsModal } from './group-settings-modal';

const members = [
  { id: 'u2', name: 'Zeynep Demir', role: 'sef' as const },
  { id: 'u3', name: 'Ali Çelik', role: 'isci' as const },
];
// Made by the supervisor u2; the employer is not in it.
const group = makeGroup('g1', 'Depo Ekibi', {
  created_by: 'u2',
  creator_name: 'Zeynep Demir',
  description: 'Sabah vardiyası',
  member_details: members,
  member_count: 2,
  is_member: false,
});

describe('GroupSettingsModal', () => {
  it('lets the employer rename a group she is not in and change its description', async () => {
    const fetchMock = mockFetch({
      'GET /api/groups/g1': { body: group },
      'GET /api/messages/available-users': { body: [] },
      'PUT /api/groups/g1': { body: { ...group, name: 'Gece Ekibi', description: null } },
    });
    const { user } = renderScreen(
      <GroupSettingsModal opened groupId="g1" user={person('u1', 'isveren', 'Selin Aksoy')} onClose={vi.fn()} />,
    );
    await user.click(await screen.findByTestId('group-edit'));
    const name = screen.getByTestId('group-edit-name');
    expect(name).toHaveValue('Depo Ekibi');
    await user.clear(name);
    await user.click(screen.getByTestId('group-edit-submit'));
    expect(screen.getByTestId('group-edit-error')).toHaveTextContent('Grup adı boş olamaz');
    expect(callsTo(fetchMock, 'PUT /api/groups/g1')).toHaveLength(0);

    await user.type(name, '  Gece Ekibi ');
    await user.clear(screen.getByTestId('group-edit-description'));
    await user.click(screen.getByTestId('group-edit-submit'));
    await vi.waitFor(() => expect(screen.queryByTestId('group-edit-form')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'PUT /api/groups/g1')).toEqual([{ name: 'Gece Ekibi', description: '' }]);
    // Members may be removed, except the creator.
    const [creator, worker] = screen.getAllByTestId('group-member');
    expect(within(creator!).getByText('Kurucu')).toBeInTheDocument();
    expect(within(creator!).queryByTestId('group-member-remove')).not.toBeInTheDocument();
    expect(within(worker!).getByTestId('group-member-remove')).toHaveAccessibleName('Ali Çelik adlı üyeyi çıkar');
  });

  it('deletes the group after a Turkish confirmation, and says so to whoever showed it', async () => {
    const fetchMock = mockFetch({
      'GET /api/groups/g1': { body: { ...group, created_by: 'u1', is_member: true } },
      'GET /api/messages/available-users': { body: [] },
      'DELETE /api/groups/g1': { body: { message: 'Grup silindi' } },
    });
    const onClose = vi.fn();
    const onDeleted = vi.fn();
    const { user } = renderScreen(
      <GroupSettingsModal
        opened
        groupId="g1"
        user={person('u1', 'sef', 'Zeynep Demir')}
        onClose={onClose}
        onDeleted={onDeleted}
      />,
    );
    await user.click(await screen.findByTestId('group-delete'));
    expect(await screen.findByText('Grup silinsin mi?')).toBeInTheDocument();
    expect(
      screen.getByText(
        '“Depo Ekibi” grubu, bütün mesajları ve dosyalarıyla birlikte herkes için silinecek. Bu işlem geri alınamaz.',
      ),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE /api/groups/g1')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Evet, grubu sil' }));
    await vi.waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(onClose).toHaveBeenCalled();
    expect(callsTo(fetchMock, 'DELETE /api/groups/g1')).toHaveLength(1);
  });

  it('shows a member who neither made the group nor employs anyone no way to change it', async () => {
    mockFetch({ 'GET /api/groups/g1': { body: { ...group, is_member: true } } });
    renderScreen(<GroupSettingsModal opened groupId="g1" user={person('u3', 'isci', 'Ali Çelik')} onClose={vi.fn()} />);
    expect(await screen.findByText('Sabah vardiyası')).toBeInTheDocument();
    expect(screen.getAllByTestId('group-member')).toHaveLength(2);
    expect(screen.queryByTestId('group-edit')).not.toBeInTheDocument();
    expect(screen.queryByTestId('group-delete')).not.toBeInTheDocument();
    expect(screen.queryByTestId('group-member-remove')).not.toBeInTheDocument();
    expect(screen.queryByTestId('group-add-member')).not.toBeInTheDocument();
  });
});
