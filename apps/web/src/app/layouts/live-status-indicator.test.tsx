import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLiveStatus } from '../../lib/live-events';
import { renderScreen } from '../../test/render';
import { LiveStatusIndicator } from './live-status-indicator';

describe('LiveStatusIndicator', () => {
  afterEach(() => setLiveStatus('connecting'));

  it('says discreetly that screens poll while the stream is down, and nothing otherwise', async () => {
    setLiveStatus('live');
    renderScreen(<LiveStatusIndicator />);
    expect(screen.queryByTestId('live-status')).not.toBeInTheDocument();

    act(() => setLiveStatus('polling'));
    const note = await screen.findByTestId('live-status');
    expect(note).toHaveAttribute('role', 'status');
    expect(note).toHaveTextContent("Canlı bağlantı yok · 3 sn'de bir yenileniyor");
    // Phones show a word, with the sentence for screen readers.
    expect(screen.getByText('Canlı değil')).toHaveAttribute(
      'aria-label',
      "Canlı bağlantı yok · 3 sn'de bir yenileniyor",
    );

    act(() => setLiveStatus('connecting'));
    expect(screen.queryByTestId('live-status')).not.toBeInTheDocument();
    act(() => setLiveStatus('live'));
    expect(screen.queryByTestId('live-status')).not.toBeInTheDocument();
  });
});
