import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../../lib/session';
import { mockFetch, renderScreen } from '../../../test/render';
import { person } from '../../../test/task-fixtures';
import { frameExitFallbackMs, paymentMessageType, pendingCardPurchaseKey } from '../components/payment-frame';
import { makeCompany, makePurchase } from '../test-fixtures';
import { PaymentFailedPage } from './payment-failed-page';
import { PaymentSuccessPage } from './payment-success-page';

const home = [
  { path: '/', element: <p>ana sayfa</p> },
  { path: '/dashboard', element: <p>pano</p> },
];

/** Makes the page believe it is inside a frame (window.top differs from window.self). */
function insideFrame() {
  const top = { location: { assign: vi.fn() } };
  const parent = { postMessage: vi.fn() };
  const topSpy = vi.spyOn(window, 'top', 'get').mockReturnValue(top as unknown as Window);
  const parentSpy = vi.spyOn(window, 'parent', 'get').mockReturnValue(parent as unknown as Window);
  return {
    top,
    parent,
    restore: () => {
      topSpy.mockRestore();
      parentSpy.mockRestore();
    },
  };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('/payment-success', () => {
  it('asks for the purchases and the company again, shows the new end date once the payment is confirmed, and goes home after 5 seconds', async () => {
    window.sessionStorage.setItem(pendingCardPurchaseKey, 'card1');
    let confirmed = false;
    const fetchMock = mockFetch({
      'GET /api/subscriptions/my-purchases': () => ({
        body: [
          makePurchase({ id: 'card1', payment_method: 'kredi_karti', status: confirmed ? 'onaylandi' : 'beklemede' }),
        ],
      }),
      'GET /api/companies/my': () => ({
        body: makeCompany({
          subscription_end_date: confirmed ? '2027-09-15T09:00:00.000Z' : '2027-03-15T09:00:00.000Z',
        }),
      }),
    });
    setSession('tok', person('o1', 'isveren'));
    const { router } = renderScreen(<PaymentSuccessPage />, { path: '/payment-success', extraRoutes: home });
    expect(await screen.findByRole('heading', { name: 'Ödeme başarılı' })).toBeInTheDocument();
    // Not yet confirmed by the server: it says so, and shows no end date.
    expect(await screen.findByTestId('payment-success-body')).toHaveTextContent('Bankanın onayı ulaştığında');
    expect(screen.queryByTestId('payment-success-end')).not.toBeInTheDocument();
    expect(screen.getByTestId('payment-success-countdown')).toHaveTextContent('5 saniye içinde');
    confirmed = true;
    expect(await screen.findByTestId('payment-success-end', {}, { timeout: 4000 })).toHaveTextContent(
      'Aboneliğiniz 15 Eylül 2027 tarihine kadar geçerli.',
    );
    expect(screen.getByTestId('payment-success-body')).toHaveTextContent('aboneliğiniz etkinleştirildi');
    expect(fetchMock.mock.calls.filter(([input]) => String(input) === '/api/companies/my').length).toBeGreaterThan(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 7000 });
  });

  it('does not take an older approved card purchase for this payment', async () => {
    window.sessionStorage.setItem(pendingCardPurchaseKey, 'card9');
    mockFetch({
      'GET /api/subscriptions/my-purchases': {
        body: [
          makePurchase({ id: 'card9', payment_method: 'kredi_karti', status: 'beklemede' }),
          makePurchase({ id: 'old', payment_method: 'kredi_karti', status: 'onaylandi' }),
        ],
      },
      'GET /api/companies/my': { body: makeCompany() },
    });
    setSession('tok', person('o1', 'isveren'));
    renderScreen(<PaymentSuccessPage />, { path: '/payment-success', extraRoutes: home });
    expect(await screen.findByTestId('payment-success-body')).toHaveTextContent('Bankanın onayı ulaştığında');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByTestId('payment-success-end')).not.toBeInTheDocument();
  });

  it('goes home at once with its button', async () => {
    mockFetch({
      'GET /api/subscriptions/my-purchases': { body: [] },
      'GET /api/companies/my': { body: makeCompany() },
    });
    setSession('tok', person('o1', 'isveren'));
    const { router, user } = renderScreen(<PaymentSuccessPage />, { path: '/payment-success', extraRoutes: home });
    await user.click(await screen.findByRole('button', { name: 'Şimdi ana sayfaya dön' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('inside PayTR’s frame, hands the result to the window around it, and moves the top window if nobody answers', async () => {
    const frame = insideFrame();
    try {
      renderScreen(<PaymentSuccessPage />, { path: '/payment-success', extraRoutes: home });
      expect(await screen.findByTestId('payment-frame-exit')).toHaveTextContent('Yönlendiriliyor...');
      expect(frame.parent.postMessage).toHaveBeenCalledWith(
        { type: paymentMessageType, result: 'success' },
        window.location.origin,
      );
      expect(frame.top.location.assign).not.toHaveBeenCalled();
      await waitFor(() => expect(frame.top.location.assign).toHaveBeenCalledWith('/payment-success'), {
        timeout: frameExitFallbackMs + 2000,
      });
    } finally {
      frame.restore();
    }
  });
});

describe('/payment-failed', () => {
  it('lists the four causes, and its retry opens the subscription overlay on the dashboard', async () => {
    const { router, user } = renderScreen(<PaymentFailedPage />, { path: '/payment-failed', extraRoutes: home });
    expect(await screen.findByRole('heading', { name: 'Ödeme başarısız' })).toBeInTheDocument();
    const causes = screen.getByTestId('payment-failed-causes');
    for (const text of ['bakiyesi', 'Kart bilgileri', 'bankanız tarafından reddedildi', 'bağlantı kesildi'])
      expect(causes).toHaveTextContent(text);
    expect(causes.querySelectorAll('li')).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: 'Tekrar Dene' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(router.state.location.search).toBe('?subscription=1');
  });

  it('goes back home with its other button', async () => {
    const { router, user } = renderScreen(<PaymentFailedPage />, { path: '/payment-failed', extraRoutes: home });
    await user.click(await screen.findByRole('button', { name: 'Ana Sayfaya Dön' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('inside PayTR’s frame, hands the failure to the window around it', async () => {
    const frame = insideFrame();
    try {
      renderScreen(<PaymentFailedPage />, { path: '/payment-failed', extraRoutes: home });
      await screen.findByTestId('payment-frame-exit');
      expect(frame.parent.postMessage).toHaveBeenCalledWith(
        { type: paymentMessageType, result: 'failed' },
        window.location.origin,
      );
    } finally {
      frame.restore();
    }
  });
});
