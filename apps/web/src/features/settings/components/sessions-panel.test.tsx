import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSession, setSession } from '../../../lib/session';
import { callsTo, mockFetch, renderScreen } from '../../../test/render';
import { person } from '../../../test/task-fixtures';
import { SessionsPanel } from './sessions-panel';

describe('SessionsPanel', () => {
  it('ends every session after a confirmation, then goes to sign-in', async () => {
    setSession('tok', person('u1', 'sef', 'Selin Aksoy'));
    const fetchMock = mockFetch({
      'POST /api/auth/logout-all': { body: { message: 'Tüm cihazlardan çıkış yapıldı' } },
    });
    const view = renderScreen(<SessionsPanel />, {
      path: '/dashboard/settings',
      extraRoutes: [{ path: '/login', element: <p>giriş sayfası</p> }],
    });
    await view.user.click(screen.getByTestId('logout-all'));
    expect(callsTo(fetchMock, 'POST /api/auth/logout-all')).toHaveLength(0);
    expect(screen.getByText(/bütün oturumları kapatılacak/)).toBeInTheDocument();
    await view.user.click(screen.getByTestId('confirm-button'));
    expect(await screen.findByText('giriş sayfası')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/auth/logout-all')).toHaveLength(1);
    expect(getSession()).toBeNull();
  });

  it("shows the server's refusal and stays signed in", async () => {
    setSession('tok', person('u1', 'sef', 'Selin Aksoy'));
    mockFetch({ 'POST /api/auth/logout-all': { status: 500, body: { detail: 'Sunucu hatası' } } });
    const view = renderScreen(<SessionsPanel />);
    await view.user.click(screen.getByTestId('logout-all'));
    await view.user.click(screen.getByTestId('confirm-button'));
    await waitFor(() => expect(screen.getByTestId('logout-all-error')).toHaveTextContent('Sunucu hatası'));
    expect(getSession()).not.toBeNull();
  });
});
