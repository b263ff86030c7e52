import '../../../i18n/messages';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render';
import { Composer } from './composer';

function fileOfSize(name: string, size: number, type: string): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

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
    ]);
    expect(screen.getByTestId('composer-file-error')).toHaveTextContent('video.mp4: dosya 50 MB sınırını aşıyor');
    expect(screen.getAllByTestId('pending-file')).toHaveLength(1);
    expect(screen.getByTestId('pending-file')).toHaveTextContent('rapor.pdf');
    expect(open).not.toHaveBeenCalled();
  });
});
