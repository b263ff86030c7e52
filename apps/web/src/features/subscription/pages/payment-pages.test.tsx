import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../../lib/session';
import { callsTo, mockFetch, renderScreen } from '../../../test/render';
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
  beforeEach(() => window.sessionStorage.clear());

  it('says it waits while PayTR’s notification is on its way, then shows the new end date and only then counts down home', async () => {
    window.sessionStorage.setItem(pendingCardPurchaseKey, 'card1');
    let confirmed = false;
    mockFetch({
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
    // Not confirmed by the server: it says it waits, claims no payment, shows no date and no countdown.
    expect(await screen.findByRole('heading', { name: 'Ödemenizin sonucu bekleniyor' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Ödeme başarılı' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('payment-success-countdown')).not.toBeInTheDocument();
    confirmed = true;
    expect(await screen.findByTestId('payment-success-end', {}, { timeout: 4000 })).toHaveTextContent(
      'Aboneliğiniz 15 Eylül 2027 tarihine kadar geçerli.',
    );
    expect(screen.getByRole('heading', { name: 'Ödeme başarılı' })).toBeInTheDocument();
    expect(screen.getByTestId('payment-success-countdown')).toHaveTextContent('saniye içinde');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 7000 });
  });

  it('opened without a payment (a bookmark, a reload long after) says none is in progress', async () => {
    mockFetch({
      'GET /api/subscriptions/my-purchases': {
        body: [
          // A card purchase from three hours ago is not this visit's payment.
          makePurchase({
            id: 'old',
            payment_method: 'kredi_karti',
            status: 'onaylandi',
            created_at: new Date(Date.now() - 3 * 3_600_000).toISOString(),
          }),
        ],
      },
      'GET /api/companies/my': { body: makeCompany() },
    });
    setSession('tok', person('o1', 'isveren'));
    const { router, user } = renderScreen(<PaymentSuccessPage />, { path: '/payment-success', extraRoutes: home });
    expect(await screen.findByRole('heading', { name: 'Devam eden bir ödeme yok' })).toBeInTheDocument();
    expect(screen.queryByText(/Ödeme başarılı|etkinleştirildi/)).not.toBeInTheDocument();
    expect(screen.queryByTestId('payment-success-countdown')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Aboneliği aç' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(router.state.location.search).toBe('?subscription=1');
  });

  it('says none is in progress to someone who does not pay (a worker)', async () => {
    const fetchMock = mockFetch({ 'GET /api/companies/my': { body: makeCompany() } });
    setSession('tok', person('w1', 'isci'));
    renderScreen(<PaymentSuccessPage />, { path: '/payment-success', extraRoutes: home });
    expect(await screen.findByRole('heading', { name: 'Devam eden bir ödeme yok' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/subscriptions/my-purchases')).toEqual([]);
  });

  it('shows the latest card payment as failed, with PayTR’s reason, when it failed', async () => {
    mockFetch({
      'GET /api/subscriptions/my-purchases': {
        body: [
          makePurchase({
            id: 'card2',
            payment_method: 'kredi_karti',
            status: 'reddedildi',
            created_at: new Date().toISOString(),
            rejection_reason: 'Kart limiti yetersiz',
            failed_reason_code: '0',
            failed_reason_msg: 'Kart limiti yetersiz',
          }),
        ],
      },
      'GET /api/companies/my': { body: makeCompany() },
    });
    setSession('tok', person('o1', 'isveren'));
    renderScreen(<PaymentSuccessPage />, { path: '/payment-success', extraRoutes: home });
    expect(await screen.findByRole('heading', { name: 'Ödeme başarısız' })).toBeInTheDocument();
    expect(screen.getByTestId('payment-failed-reason')).toHaveTextContent('Kart limiti yetersiz');
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
    expect(await screen.findByTestId('payment-waiting-body')).toHaveTextContent(
      'PayTR ödemenizin sonucunu bildirdiğinde',
    );
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
  beforeEach(() => window.sessionStorage.clear());

  it('lists the four causes, and its retry opens the subscription overlay on the dashboard', async () => {
    const { router, user } = renderScreen(<PaymentFailedPage />, { path: '/payment-failed', extraRoutes: home });
    expect(await screen.findByRole('heading', { name: 'Ödeme başarısız' })).toBeInTheDocument();
    const causes = screen.getByTestId('payment-failed-causes');
    for (const text of ['bakiyesi', 'Kart bilgileri', 'bankanız tarafından reddedildi', 'bağlantı kesildi'])
      expect(causes).toHaveTextContent(text);
    expect(causes.querySelectorAll('li')).toHaveLength(4);
    expect(screen.queryByTestId('payment-failed-reason')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tekrar Dene' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(router.state.location.search).toBe('?subscription=1');
  });

  it('shows the reason PayTR gave, once its notification has marked the purchase failed', async () => {
    window.sessionStorage.setItem(pendingCardPurchaseKey, 'card3');
    let failed = false;
    mockFetch({
      'GET /api/subscriptions/my-purchases': () => ({
        body: [
          makePurchase({
            id: 'card3',
            payment_method: 'kredi_karti',
            ...(failed
              ? {
                  status: 'reddedildi' as const,
                  rejection_reason: 'Kart limiti yetersiz',
                  failed_reason_code: '0',
                  failed_reason_msg: 'Kart limiti yetersiz',
                }
              : { status: 'beklemede' as const }),
          }),
        ],
      }),
    });
    setSession('tok', person('o1', 'isveren'));
    renderScreen(<PaymentFailedPage />, { path: '/payment-failed', extraRoutes: home });
    expect(await screen.findByRole('heading', { name: 'Ödeme başarısız' })).toBeInTheDocument();
    failed = true;
    const reason = await screen.findByTestId('payment-failed-reason', {}, { timeout: 4000 });
    expect(reason).toHaveTextContent('Kart limiti yetersiz');
    expect(reason).toHaveTextContent('PayTR hata kodu: 0');
    expect(screen.getByText('Diğer olası nedenler:')).toBeInTheDocument();
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
