import '../../../i18n/help';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../test/render';
import { SubscriptionSection } from './subscription-section';

describe('Help › subscription', () => {
  it('explains the trial, seats, both ways to pay, expiry and invoices', () => {
    renderScreen(<SubscriptionSection />);
    const section = screen.getByTestId('help-subscription');
    expect(within(section).getByRole('heading', { name: 'Abonelik' })).toBeInTheDocument();
    const topics = screen.getByTestId('help-subscription-topics');
    for (const title of [
      'Deneme süresi',
      'Paketler ve kullanıcı sınırı',
      'Havale/EFT ile ödeme',
      'Kredi kartı ile ödeme',
      'Süre dolunca',
      'Faturalar',
    ])
      expect(within(topics).getByText(title)).toBeInTheDocument();
    expect(within(topics).getByText(/platform yöneticisi onayladığında aboneliğiniz uzar/)).toBeInTheDocument();
    expect(within(topics).getByText(/PayTR ödemeyi bize doğruladığı anda uzar/)).toBeInTheDocument();
    expect(within(topics).getByText(/her şey okunabilir kalır/)).toBeInTheDocument();
  });
});
