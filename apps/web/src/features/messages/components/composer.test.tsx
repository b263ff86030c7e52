import '../../../i18n/messages';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setSession } from '../../../lib/session';
import { makeCompany } from '../../../test/company-fixtures';
import { callsTo, mockFetch, renderScreen } from '../../../test/render';
import { person } from '../../../test/task-fixtures';
import { Composer } from './composer';
import { bytesOfType, pickedFile } from '../../../test/sample-files';

const fileOfSize = (name: string, size: number, type: string) => pickedFile(name, bytesOfType(type), { type, size });

describe('Composer', () => {
  it('refuses a file over 50 MB before sending a byte, and keeps one within the limit', async () => {
    const open = vi.fn();
    vi.stubGlobal(
      'XMLHttpRequest',
      vi.fn(() => ({ open })),
    );
    const { user } = renderScreen(<Composer target={{ kind: 'user', id: 'u2' }} />);
    await user.upload(screen.getByTestId('composer-file-input'), [
      fileOfSize('video.mp4', 52_428_801, 'video/mp4'),
      fileOfSize('rapor.pdf', 52_428_800, 'application/pdf'),
      fileOfSize('fatura.pdf', 1000, 'application/x-msdownload'),
    ]);
    expect(await screen.findByTestId('composer-file-error')).toHaveTextContent(
      'video.mp4: dosya 50 MB sınırını aşıyor',
    );
    // Named .pdf, but its bytes are a program's: refused as the server would.
    expect(screen.getByTestId('composer-file-error')).toHaveTextContent('fatura.pdf: bu dosya türü gönderilemez');
    expect(screen.getAllByTestId('pending-file')).toHaveLength(1);
    expect(screen.getByTestId('pending-file')).toHaveTextContent('rapor.pdf');
    expect(open).not.toHaveBeenCalled();
  });

  it('shows why a chat is closed in place of the composer', async () => {
    mockFetch({
      'GET /api/messages/u2/send-state': {
        body: { can_send: false, reason: 'Bu kişiye mesaj gönderme yetkiniz yok' },
      },
    });
    renderScreen(<Composer target={{ kind: 'user', id: 'u2' }} />);
    expect(await screen.findByTestId('composer-closed')).toHaveTextContent('Bu kişiye mesaj gönderme yetkiniz yok');
    expect(screen.queryByTestId('composer-file-input')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('keeps the composer while the chat is open, and asks nothing for a group', async () => {
    const fetchMock = mockFetch({
      'GET /api/messages/u2/send-state': { body: { can_send: true, reason: null } },
    });
    const view = renderScreen(<Composer target={{ kind: 'user', id: 'u2' }} />);
    expect(await screen.findByRole('textbox')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/messages/u2/send-state')).toHaveLength(1);
    expect(screen.queryByTestId('composer-closed')).not.toBeInTheDocument();
    view.unmount();
    renderScreen(<Composer target={{ kind: 'group', id: 'g1' }} />);
    expect(await screen.findByRole('textbox')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([input]) => String(input).includes('g1'))).toHaveLength(0);
  });
});

describe('Composer of a company whose subscription has ended', () => {
  it('is off in every chat, saying why: staff are told to ask the employer', async () => {
    setSession('tok', person('u1', 'isci'));
    mockFetch({
      'GET /api/companies/my': { body: makeCompany({ subscription_status: 'expired' }) },
      'GET /api/messages/u2/send-state': { body: { can_send: true, reason: null } },
    });
    const view = renderScreen(<Composer target={{ kind: 'user', id: 'u2' }} />);
    expect(await screen.findByTestId('composer-closed')).toHaveTextContent(
      'Şirketin aboneliği sona erdi: işvereninize başvurun',
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    view.unmount();
    renderScreen(<Composer target={{ kind: 'group', id: 'g1' }} />);
    expect(await screen.findByTestId('composer-closed')).toHaveTextContent('işvereninize başvurun');
  });
});
