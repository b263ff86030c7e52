import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatShortToday } from '../../lib/format';
import { mockFetch, renderScreen } from '../../test/render';
import { person } from '../../test/task-fixtures';
import { DashboardHeader } from './dashboard-header';

const user = person('u1', 'isveren', 'Abdurrahman Yıldırımoğlu');
const desktopMatchMedia = window.matchMedia;

/** A phone's width, as Mantine's hooks ask for it (lib/use-is-phone.ts). */
function onPhone() {
  window.matchMedia = (query: string) => ({ ...desktopMatchMedia(query), matches: query.includes('max-width') });
}

afterEach(() => {
  window.matchMedia = desktopMatchMedia;
});

describe('DashboardHeader', () => {
  it('gives a phone today’s short form alone, never cut ("7 Ara Pzt", not "İyi akşamlar · 7 Ar…")', () => {
    mockFetch({ 'GET /api/notifications/unread-count': { body: { unread_count: 0 } } });
    onPhone();
    renderScreen(<DashboardHeader user={user} onLogout={() => undefined} />);
    const date = screen.getByTestId('header-date');
    expect(date).toHaveTextContent(new RegExp(`^${formatShortToday()}$`));
    expect(date).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(date).not.toHaveAttribute('data-truncate');
  });

  it('greets by the time of day with the long date on a wide screen', () => {
    mockFetch({ 'GET /api/notifications/unread-count': { body: { unread_count: 0 } } });
    renderScreen(<DashboardHeader user={user} onLogout={() => undefined} />);
    expect(screen.getByTestId('header-date')).toHaveTextContent(
      /^(Günaydın|İyi günler|İyi akşamlar|İyi geceler) · \d+ \S+ \d{4}, \S+$/,
    );
  });
});
