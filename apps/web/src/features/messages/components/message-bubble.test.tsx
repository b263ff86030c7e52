import '../../../i18n/messages';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeMessage } from '../../../test/message-fixtures';
import { setSession } from '../../../lib/session';
import { makeCompany } from '../../../test/company-fixtures';
import { mockFetch, renderScreen } from '../../../test/render';
import { person } from '../../../test/task-fixtures';
import { MessageBubble } from './message-bubble';

function renderBubble(props: Partial<Parameters<typeof MessageBubble>[0]>) {
  return renderScreen(
    <MessageBubble message={makeMessage()} own={false} inGroup={false} onAction={vi.fn()} {...props} />,
  );
}

describe('MessageBubble', () => {
  it('shows one tick for a sent message and two when read', () => {
    const { unmount } = renderBubble({ own: true, message: makeMessage({ sender_id: 'u1', is_read: false }) });
    expect(screen.getByTestId('message-ticks')).toHaveAttribute('aria-label', 'Gönderildi');
    expect(screen.getByTestId('message-ticks')).toHaveAttribute('data-read', 'false');
    unmount();
    renderBubble({ own: true, message: makeMessage({ sender_id: 'u1', is_read: true, read_by: ['u2'] }) });
    expect(screen.getByTestId('message-ticks')).toHaveAttribute('aria-label', 'Okundu');
  });

  it('in a group, counts the readers and names the sender of others’ messages', () => {
    const { unmount } = renderBubble({
      own: true,
      inGroup: true,
      message: makeMessage({ sender_id: 'u1', group_id: 'g', is_read: true, read_by: ['u2', 'u3'] }),
    });
    expect(screen.getByTestId('message-ticks')).toHaveAttribute('aria-label', '2 kişi okudu');
    expect(screen.getByTestId('message-ticks')).toHaveTextContent('2');
    unmount();
    renderBubble({ inGroup: true, message: makeMessage({ group_id: 'g' }) });
    expect(screen.getByText('Zeynep Demir')).toBeInTheDocument();
    expect(screen.queryByTestId('message-ticks')).not.toBeInTheDocument();
  });

  it('marks an edited message and offers edit, read status and delete only on my own', async () => {
    const onAction = vi.fn();
    const mine = makeMessage({ sender_id: 'u1', is_edited: true });
    const { user, unmount } = renderBubble({ own: true, message: mine, onAction });
    expect(screen.getByTestId('message-edited')).toHaveTextContent('düzenlendi');
    await user.click(screen.getByTestId('message-menu'));
    await user.click(await screen.findByTestId('message-delete'));
    expect(onAction).toHaveBeenCalledWith('delete', mine);
    unmount();
    renderBubble({ own: false });
    expect(screen.queryByTestId('message-menu')).not.toBeInTheDocument();
  });

  it('shows a document as a card with its name and size', () => {
    renderBubble({
      message: makeMessage({
        content: '',
        message_type: 'file',
        file_url: '/api/download/messages/f1?dl=x',
        file_name: 'sevkiyat.pdf',
        file_size: 2_621_440,
      }),
    });
    expect(screen.getByTestId('message-file')).toHaveTextContent('sevkiyat.pdf');
    expect(screen.getByTestId('message-file')).toHaveTextContent('2,5 MB');
  });
});

describe('MessageBubble of a company whose subscription has ended', () => {
  it('turns edit and delete off with the reason above them, and still shows who read it', async () => {
    setSession('tok', person('u1', 'isci'));
    mockFetch({ 'GET /api/companies/my': { body: makeCompany({ subscription_status: 'expired' }) } });
    const onAction = vi.fn();
    const { user } = renderBubble({ own: true, message: makeMessage({ sender_id: 'u1' }), onAction });
    await user.click(screen.getByTestId('message-menu'));
    expect(await screen.findByTestId('write-block-reason')).toHaveTextContent(
      'Şirketin aboneliği sona erdi: işvereninize başvurun',
    );
    expect(screen.getByTestId('message-edit')).toBeDisabled();
    expect(screen.getByTestId('message-delete')).toBeDisabled();
    await user.click(screen.getByTestId('message-read-status'));
    expect(onAction).toHaveBeenCalledWith('readStatus', expect.objectContaining({ sender_id: 'u1' }));
  });
});
