import '../../../i18n/help';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../test/render';
import { LiveSection } from './live-section';
import { MessagingSection } from './messaging-section';

describe('Help › messaging', () => {
  it('explains each part of messaging, with the limits of the contract', () => {
    renderScreen(<MessagingSection />);
    const topics = screen.getByTestId('help-messaging-topics');
    for (const title of ['Birebir mesajlar', 'Gruplar', 'Toplu mesaj', 'Dosyalar', 'Okundu bilgisi'])
      expect(within(topics).getByText(title)).toBeInTheDocument();
    expect(within(topics).getByText(/50 MB’a kadar/)).toBeInTheDocument();
    expect(within(topics).getByText(/en fazla 1000 kişi/)).toBeInTheDocument();
    expect(within(topics).getByText(/“99\+” olarak/)).toBeInTheDocument();
  });

  it('lists who writes to whom under both company rules, as the contract enforces them', () => {
    renderScreen(<MessagingSection />);
    const hierarchical = screen.getByTestId('help-mode-hiyerarsik');
    expect(within(hierarchical).getByRole('heading', { name: 'Hiyerarşik' })).toBeInTheDocument();
    expect(screen.getByTestId('help-mode-hiyerarsik-isci')).toHaveTextContent(/^İşveren ve Şef$/);
    expect(screen.getByTestId('help-mode-hiyerarsik-mudur')).toHaveTextContent(/^İşveren ve Şef$/);
    expect(screen.getByTestId('help-mode-hiyerarsik-sef')).toHaveTextContent(/^Herkes$/);
    expect(within(screen.getByTestId('help-mode-acik')).getByRole('heading', { name: 'Açık' })).toBeInTheDocument();
    expect(screen.getByTestId('help-mode-acik-sef')).toHaveTextContent(/^İşveren, Müdür ve İşçi$/);
    expect(screen.getByTestId('help-mode-acik-mudur')).toHaveTextContent(/^Herkes$/);
    expect(screen.getByText(/kendisine görev atayan kişiye her zaman yazabilir/)).toBeInTheDocument();
  });

  it('describes the live updates and the bell', () => {
    renderScreen(<LiveSection />);
    const live = screen.getByTestId('help-live');
    expect(within(live).getByRole('heading', { name: 'Canlı güncellemeler ve bildirimler' })).toBeInTheDocument();
    expect(within(live).getByText('Bildirim zili')).toBeInTheDocument();
    expect(within(live).getByText(/köşede 5 saniye/)).toBeInTheDocument();
  });
});
