import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render';
import { makeTask } from '../../../test/task-fixtures';
import { CompleteTaskModal } from './complete-task-modal';
import { bytesOfType, pickedFile } from '../../../test/sample-files';

const MB = 1024 * 1024;

const file = (name: string, type: string, size = 1000) => pickedFile(name, bytesOfType(type), { type, size });

// jsdom has no object URLs; the previews only need a string.
Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined });

function setup() {
  renderScreen(<CompleteTaskModal task={makeTask({ status: 'baslatildi' })} onClose={vi.fn()} />);
  const input = screen.getByTestId('completion-files');
  const pick = (files: File[]) => fireEvent.change(input, { target: { files } });
  return { pick };
}

describe('CompleteTaskModal file picker', () => {
  it('refuses six files with "Maksimum 5 dosya seçebilirsiniz"', async () => {
    const { pick } = setup();
    pick(Array.from({ length: 6 }, (_, i) => file(`foto-${i}.jpg`, 'image/jpeg')));
    expect(await screen.findByText('Maksimum 5 dosya seçebilirsiniz')).toBeInTheDocument();
    expect(screen.queryAllByTestId('picked-file')).toHaveLength(0);
  });

  it('lists five files, each with its own row', async () => {
    const { pick } = setup();
    pick(Array.from({ length: 5 }, (_, i) => file(`foto-${i}.jpg`, 'image/jpeg')));
    expect(await screen.findAllByTestId('picked-file')).toHaveLength(5);
  });

  it('refuses a file that is too large, naming it', async () => {
    const { pick } = setup();
    pick([file('buyuk.jpg', 'image/jpeg', 12 * MB), file('video.mp4', 'video/mp4', 20 * MB)]);
    expect(await screen.findByText('buyuk.jpg çok büyük (maksimum 10MB)')).toBeInTheDocument();
    expect(screen.getAllByTestId('picked-file')).toHaveLength(1);
    expect(screen.getByText('video.mp4')).toBeInTheDocument();
  });

  it('refuses a file of the wrong type, naming it, and takes a workbook as the server does', async () => {
    const { pick } = setup();
    pick([file('kurulum.exe', 'application/x-msdownload')]);
    expect(await screen.findByText('kurulum.exe desteklenmeyen dosya türü')).toBeInTheDocument();
    expect(screen.queryAllByTestId('picked-file')).toHaveLength(0);
    pick([file('liste.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')]);
    expect(await screen.findByText('liste.xlsx')).toBeInTheDocument();
  });
});

describe('CompleteTaskModal on a touch screen', () => {
  it('asks for a tap (camera or files) instead of a drag', () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...matchMedia(query), matches: query === '(pointer: coarse)' });
    try {
      renderScreen(<CompleteTaskModal task={makeTask({ status: 'baslatildi' })} onClose={vi.fn()} />);
      expect(screen.getByText('Fotoğraf çekmek veya dosya seçmek için dokunun')).toBeInTheDocument();
      expect(screen.queryByText(/sürükleyin/)).not.toBeInTheDocument();
    } finally {
      window.matchMedia = matchMedia;
    }
  });
});
