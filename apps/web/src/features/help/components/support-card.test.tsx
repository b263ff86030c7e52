import '../../../i18n/help';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultPlatformSettings } from '../../../lib/platform-settings';
import { setSession } from '../../../lib/session';
import { mockFetch, renderScreen } from '../../../test/render';
import { SupportCard } from './support-card';

const worker = {
  id: 'u1',
  name: 'Can Aydın',
  email: 'can@example.com',
  phone: null,
  role: 'isci' as const,
  company_id: 'c1',
  is_approved: true,
  can_create_groups: false,
  pinned_conversations: [],
  created_at: '2026-11-22T10:00:00Z',
};

describe('SupportCard', () => {
  it('shows the contact the platform settings give', async () => {
    mockFetch({
      'GET /api/platform/settings': {
        body: { ...defaultPlatformSettings, support_email: 'destek@ornek.com.tr', support_phone: '0212 555 00 00' },
      },
    });
    setSession('tok', worker);
    renderScreen(<SupportCard />);
    expect(await screen.findByRole('link', { name: 'destek@ornek.com.tr' })).toHaveAttribute(
      'href',
      'mailto:destek@ornek.com.tr',
    );
    expect(screen.getByRole('link', { name: '0212 555 00 00' })).toHaveAttribute('href', 'tel:02125550000');
    expect(screen.queryByText('Belirtilmemiş')).not.toBeInTheDocument();
  });

  it('without a contact, tells staff to ask their employer instead of "Belirtilmemiş"', async () => {
    mockFetch({ 'GET /api/platform/settings': { body: defaultPlatformSettings } });
    setSession('tok', worker);
    renderScreen(<SupportCard />);
    expect(await screen.findByText(/işvereninize başvurun/)).toBeInTheDocument();
    expect(screen.queryByText('Belirtilmemiş')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
