import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../../lib/session';
import { callsTo, mockFetch, renderScreen } from '../../../test/render';
import { person } from '../../../test/task-fixtures';
import { makeBankAccount, makeCompany, makePlan, makePurchase, makeQuote } from '../test-fixtures';
import { paymentMessageType, pendingCardPurchaseKey } from './payment-frame';
import { SubscriptionOverlay } from './subscription-overlay';

afterEach(() => vi.useRealTimers());

const plans = [
  makePlan({ id: 'p3', name: 'Kurumsal', price: 1999.9, max_users: 999999, features: ['Sınırsız depolama'] }),
  makePlan({ id: 'p1', name: 'Başlangıç', price: 499, max_users: 10 }),
  makePlan({ id: 'p2', name: 'Profesyonel', price: 999.5, max_users: 50, features: [] }),
];

function serve(extra: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    'GET /api/companies/my': { body: makeCompany() },
    'GET /api/plans/active': { body: plans },
    'GET /api/bank-accounts/active': {
      body: [makeBankAccount(), makeBankAccount({ id: 'b2', bank_name: 'Garanti BBVA', branch: null })],
    },
    'GET /api/subscriptions/my-purchases': {
      body: [
        makePurchase({ id: 'u3', status: 'reddedildi', rejection_reason: 'Ödeme ulaşmadı', duration_months: 1 }),
        makePurchase({
          id: 'u2',
          status: 'onaylandi',
          payment_method: 'kredi_karti',
          invoice_file_url: '/api/download/invoices/abc?sig=1',
        }),
        makePurchase({ id: 'u1', status: 'beklemede', duration_months: 12, total_amount: 5988 }),
        makePurchase({ id: 'u0', status: 'iptal' }),
      ],
    },
    ...extra,
  });
}

function renderOverlay() {
  setSession('tok', person('o1', 'isveren'));
  const onClose = vi.fn();
  const rendered = renderScreen(<SubscriptionOverlay onClose={onClose} />, {
    extraRoutes: [
      { path: '/payment-success', element: <p>başarı sayfası</p> },
      { path: '/payment-failed', element: <p>hata sayfası</p> },
    ],
  });
  return { ...rendered, onClose };
}

async function openDialog(user: ReturnType<typeof renderOverlay>['user'], planName: string) {
  const card = (await screen.findAllByTestId('plan-card')).find((c) => c.textContent?.includes(planName))!;
  await user.click(within(card).getByTestId('plan-buy'));
  return screen.findByRole('dialog', { name: 'Paket satın al' }, { timeout: 5000 });
}

describe('SubscriptionOverlay', () => {
  it('lists the plans cheapest first, the priciest popular, unlimited users in words, and the current subscription', async () => {
    serve();
    renderOverlay();
    const cards = await screen.findAllByTestId('plan-card');
    expect(cards).toHaveLength(3);
    expect(cards.map((card) => within(card).getByTestId('plan-price').textContent)).toEqual([
      '499,00 TL',
      '999,50 TL',
      '1.999,90 TL',
    ]);
    expect(within(cards[2]!).getByTestId('plan-popular')).toHaveTextContent('Popüler');
    expect(within(cards[0]!).queryByTestId('plan-popular')).not.toBeInTheDocument();
    expect(within(cards[2]!).getByTestId('plan-users')).toHaveTextContent('Sınırsız kullanıcı');
    expect(within(cards[0]!).getByTestId('plan-users')).toHaveTextContent('10 kullanıcıya kadar');
    expect(cards[0]).toHaveTextContent('Görev yönetimi');
    // The company's own plan: marked, and bought again as an extension.
    expect(cards[0]).toHaveTextContent('Mevcut paketiniz');
    expect(within(cards[0]!).getByTestId('plan-buy')).toHaveTextContent('Süreyi Uzat');
    expect(within(cards[1]!).getByTestId('plan-buy')).toHaveTextContent('Satın Al');

    const current = screen.getByTestId('subscription-current');
    expect(within(current).getByTestId('subscription-status')).toHaveTextContent('Aktif');
    expect(within(current).getByTestId('subscription-plan')).toHaveTextContent('Başlangıç');
    expect(within(current).getByTestId('subscription-end')).toHaveTextContent('15 Mart 2027');
    expect(within(current).getByTestId('subscription-seats')).toHaveTextContent('4 / 10');
  });

  it('shows the purchase history with Turkish statuses, the rejection reason and the invoice download', async () => {
    serve();
    renderOverlay();
    const rows = await screen.findAllByTestId('purchase-row');
    expect(rows.map((row) => within(row).getByTestId('purchase-status').textContent)).toEqual([
      'Reddedildi',
      'Onaylandı',
      'Beklemede',
      'İptal',
    ]);
    expect(rows[0]).toHaveTextContent('Red nedeni: Ödeme ulaşmadı');
    expect(rows[0]).toHaveTextContent('1 ay');
    expect(rows[2]).toHaveTextContent('12 ay');
    expect(rows[2]).toHaveTextContent('5.988,00 TL');
    expect(rows[1]).toHaveTextContent('Kredi Kartı');
    expect(rows[2]).toHaveTextContent('Havale / EFT');
    expect(rows[2]).toHaveTextContent('20 Kasım 2026');
    const invoice = within(rows[1]!).getByTestId('purchase-invoice');
    expect(invoice).toHaveAttribute('href', '/api/download/invoices/abc?sig=1');
    expect(invoice).toHaveAttribute('download');
    expect(within(rows[0]!).queryByTestId('purchase-invoice')).not.toBeInTheDocument();
  });

  it('shows the server’s Turkish detail when the plans cannot be loaded', async () => {
    serve({ 'GET /api/plans/active': { status: 500, body: {} } });
    renderOverlay();
    expect(await screen.findByTestId('plans-error')).toHaveTextContent('Paketler yüklenirken hata oluştu');
  });

  it('buys by bank transfer: the total follows the months, the checks speak Turkish, then waits for approval', async () => {
    const fetchMock = serve({
      'POST /api/subscriptions/purchase': {
        status: 201,
        body: { message: 'Satın alma talebiniz oluşturuldu', purchase: makePurchase({ id: 'new' }) },
      },
    });
    const { user } = renderOverlay();
    const dialog = await openDialog(user, 'Profesyonel');
    expect(within(dialog).getByTestId('purchase-total')).toHaveTextContent('999,50 TL');
    await user.click(within(dialog).getByRole('radio', { name: '3 ay' }));
    expect(within(dialog).getByTestId('purchase-total')).toHaveTextContent('2.998,50 TL');
    await user.click(within(dialog).getByRole('radio', { name: '12 ay' }));
    expect(within(dialog).getByTestId('purchase-total')).toHaveTextContent('11.994,00 TL');

    // The company name is filled in from the company; blank, the buy button is disabled.
    const name = within(dialog).getByTestId('purchase-company-name');
    expect(name).toHaveValue('Yıldız Lojistik');
    const submit = within(dialog).getByTestId('purchase-submit');
    await user.clear(name);
    expect(submit).toBeDisabled();
    await user.type(name, '   ');
    expect(submit).toBeDisabled();
    await user.clear(name);
    fireEvent.change(name, { target: { value: 'Yıldız Lojistik A.Ş.' } });
    expect(submit).toBeEnabled();

    // No account chosen yet: the seeds' message, and nothing sent.
    await user.click(submit);
    expect(await within(dialog).findByText('Lütfen banka hesabı seçin')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/subscriptions/purchase')).toHaveLength(0);

    const accounts = within(dialog).getAllByTestId('bank-account');
    expect(accounts).toHaveLength(2);
    expect(within(accounts[0]!).getByTestId('bank-iban')).toHaveTextContent('TR33 0006 1005 1978 6457 8413 26');
    expect(accounts[0]).toHaveTextContent('Şube: Kadıköy');
    await user.click(accounts[1]!);
    fireEvent.change(within(dialog).getByLabelText('Vergi numarası'), { target: { value: '1234567890' } });
    await user.click(submit);

    expect(await within(dialog).findByTestId('purchase-success')).toHaveTextContent(
      'yönetici tarafından onaylandığında aboneliğiniz etkinleşecek',
    );
    expect(callsTo(fetchMock, 'POST /api/subscriptions/purchase')).toEqual([
      {
        plan_id: 'p2',
        duration_months: 12,
        payment_method: 'havale_eft',
        invoice_company_name: 'Yıldız Lojistik A.Ş.',
        invoice_tax_number: '1234567890',
        bank_account_id: 'b2',
      },
    ]);
  });

  it('copies an IBAN without its spaces', async () => {
    serve();
    const { user } = renderOverlay();
    const dialog = await openDialog(user, 'Başlangıç');
    const [first] = await within(dialog).findAllByTestId('bank-iban-copy');
    await user.click(first!);
    // user-event's clipboard stands in for the browser's.
    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe('TR330006100519786457841326'));
  });

  it('shows the server’s detail when a purchase is refused', async () => {
    serve({
      'POST /api/subscriptions/purchase': {
        status: 422,
        body: { detail: [{ loc: ['body'], msg: 'Bu banka hesabı artık kullanılmıyor' }] },
      },
    });
    const { user } = renderOverlay();
    const dialog = await openDialog(user, 'Başlangıç');
    await user.click((await within(dialog).findAllByTestId('bank-account'))[0]!);
    await user.click(within(dialog).getByTestId('purchase-submit'));
    expect(await within(dialog).findByTestId('purchase-error')).toHaveTextContent(
      'Bu banka hesabı artık kullanılmıyor',
    );
  });

  it('pays by card: a phone first, then PayTR’s frame with its spinner, SSL note and test cards, and the result page', async () => {
    const fetchMock = serve({
      'POST /api/subscriptions/purchase-with-paytr': {
        body: {
          paytr_iframe_url: 'https://www.paytr.com/odeme/guvenli/tok123',
          merchant_oid: 'VZ123',
          purchase_id: 'card1',
          test_mode: true,
        },
      },
    });
    const { user, router } = renderOverlay();
    const dialog = await openDialog(user, 'Kurumsal');
    await user.click(within(dialog).getByRole('radio', { name: 'Kredi Kartı' }));
    expect(within(dialog).queryByTestId('bank-account')).not.toBeInTheDocument();
    const submit = within(dialog).getByTestId('purchase-submit');
    expect(submit).toHaveTextContent('Ödemeye Geç');
    await user.click(submit);
    expect(await within(dialog).findByText('Kredi kartı ödemesi için telefon numarası gereklidir')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/subscriptions/purchase-with-paytr')).toHaveLength(0);

    await user.type(within(dialog).getByTestId('purchase-phone'), '05321234567');
    await user.click(within(dialog).getByRole('radio', { name: '6 ay' }));
    await user.click(submit);

    const frame = await screen.findByTestId('paytr-frame', {}, { timeout: 5000 });
    expect(frame).toHaveAttribute('src', 'https://www.paytr.com/odeme/guvenli/tok123');
    expect(callsTo(fetchMock, 'POST /api/subscriptions/purchase-with-paytr')).toEqual([
      {
        plan_id: 'p3',
        duration_months: 6,
        invoice_company_name: 'Yıldız Lojistik',
        user_phone: '05321234567',
      },
    ]);
    expect(screen.queryByRole('dialog', { name: 'Paket satın al' })).not.toBeInTheDocument();
    expect(screen.getByTestId('paytr-loading')).toHaveTextContent('Ödeme sayfası yükleniyor...');
    fireEvent.load(frame);
    expect(screen.queryByTestId('paytr-loading')).not.toBeInTheDocument();
    expect(screen.getByTestId('paytr-ssl')).toHaveTextContent('SSL');
    expect(screen.getAllByTestId('paytr-test-card').map((card) => card.textContent)).toContain('4355 0843 5508 4358');
    expect(window.sessionStorage.getItem(pendingCardPurchaseKey)).toBe('card1');

    // Another origin's message is ignored; the payment page's own message moves the window.
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: 'https://evil.example',
          data: { type: paymentMessageType, result: 'success' },
        }),
      );
    });
    expect(router.state.location.pathname).toBe('/');
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: window.location.origin,
          data: { type: paymentMessageType, result: 'success' },
        }),
      );
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment-success'));
  });

  it('leaves the test cards out when the server does not say the payment is a test', async () => {
    serve({
      'POST /api/subscriptions/purchase-with-paytr': {
        body: {
          paytr_iframe_url: 'https://www.paytr.com/odeme/guvenli/t',
          merchant_oid: 'VZ1',
          purchase_id: 'c2',
          test_mode: false,
        },
      },
    });
    const { user, router } = renderOverlay();
    const dialog = await openDialog(user, 'Başlangıç');
    await user.click(within(dialog).getByRole('radio', { name: 'Kredi Kartı' }));
    await user.type(within(dialog).getByTestId('purchase-phone'), '05321234567');
    await user.click(within(dialog).getByTestId('purchase-submit'));
    await screen.findByTestId('paytr-frame', {}, { timeout: 5000 });
    expect(screen.queryByTestId('paytr-test-card')).not.toBeInTheDocument();
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: window.location.origin,
          data: { type: paymentMessageType, result: 'failed' },
        }),
      );
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment-failed'));
  });

  it('shows the server’s price of an upgrade: the credit for the current plan’s unused days, and what is charged', async () => {
    serve({
      'GET /api/subscriptions/quote?plan_id=p2&duration_months=1': {
        body: makeQuote({
          plan_id: 'p2',
          plan_name: 'Profesyonel',
          period_kind: 'upgrade',
          list_amount: 999.5,
          credit_amount: 999.5,
          credit_days: 84,
          credit_plan_name: 'Başlangıç',
          total_amount: 0,
          credit_covers_price: true,
        }),
      },
      'GET /api/subscriptions/quote?plan_id=p2&duration_months=3': {
        body: makeQuote({
          plan_id: 'p2',
          plan_name: 'Profesyonel',
          duration_months: 3,
          period_kind: 'upgrade',
          list_amount: 2998.5,
          credit_amount: 276,
          credit_days: 84,
          credit_plan_name: 'Başlangıç',
          total_amount: 2722.5,
          starts_at: '2027-01-10T09:00:00.000Z',
          ends_at: '2027-04-10T09:00:00.000Z',
        }),
      },
    });
    const { user } = renderOverlay();
    const dialog = await openDialog(user, 'Profesyonel');
    // A month: the credit covers the price; the dialog says so and does not let it be bought.
    expect(await within(dialog).findByTestId('purchase-credit-covers')).toHaveTextContent(
      'Mevcut paketinizin kullanılmayan 999,50 TL değeri bu satın almanın 999,50 TL tutarını karşılıyor. Lütfen daha uzun bir süre seçin.',
    );
    expect(within(dialog).getByTestId('purchase-submit')).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: '3 ay' }));
    expect(await within(dialog).findByTestId('purchase-credit')).toHaveTextContent(
      'Kalan 84 gün Başlangıç için 276,00 TL düşüldü',
    );
    expect(within(dialog).getByTestId('purchase-list-amount')).toHaveTextContent('2.998,50 TL');
    expect(within(dialog).getByTestId('purchase-total')).toHaveTextContent('2.722,50 TL');
    expect(within(dialog).getByTestId('purchase-placement')).toHaveTextContent(
      'Profesyonel paketi bugün başlar; 10 Nisan 2027 tarihine kadar geçerli.',
    );
    expect(within(dialog).queryByTestId('purchase-credit-covers')).not.toBeInTheDocument();
    expect(within(dialog).getByTestId('purchase-submit')).toBeEnabled();
  });

  it('says from when a cheaper plan starts, and shows a queued one in the subscription and the history', async () => {
    serve({
      'GET /api/subscriptions/my-purchases': {
        body: [
          makePurchase({
            id: 'q1',
            plan_name: 'Başlangıç',
            status: 'onaylandi',
            period_kind: 'downgrade',
            period_starts_at: '2099-03-31T21:30:00.000Z',
            period_ends_at: '2099-04-30T21:30:00.000Z',
          }),
        ],
      },
      'GET /api/subscriptions/quote?plan_id=p1&duration_months=1': {
        body: makeQuote({
          period_kind: 'downgrade',
          current_plan_name: 'Kurumsal',
          starts_at: '2027-03-31T21:30:00.000Z',
          ends_at: '2027-04-30T21:30:00.000Z',
        }),
      },
    });
    const { user } = renderOverlay();
    expect(await screen.findByTestId('subscription-queued')).toHaveTextContent("Başlangıç · 1 Nisan'dan itibaren");
    const [row] = await screen.findAllByTestId('purchase-row');
    expect(within(row!).getByTestId('purchase-queued')).toHaveTextContent("1 Nisan'dan itibaren");
    const dialog = await openDialog(user, 'Başlangıç');
    expect(await within(dialog).findByTestId('purchase-placement')).toHaveTextContent(
      "Kurumsal paketiniz bitince 1 Nisan'dan itibaren Başlangıç paketine geçersiniz; 1 Mayıs 2027 tarihine kadar geçerli.",
    );
    expect(within(dialog).queryByTestId('purchase-credit')).not.toBeInTheDocument();
  });

  it('refuses a tax number whose check digits do not hold, in the server’s words', async () => {
    const fetchMock = serve();
    const { user } = renderOverlay();
    const dialog = await openDialog(user, 'Başlangıç');
    await user.click((await within(dialog).findAllByTestId('bank-account'))[0]!);
    fireEvent.change(within(dialog).getByLabelText('Vergi numarası'), { target: { value: '1234567891' } });
    await user.click(within(dialog).getByTestId('purchase-submit'));
    expect(
      await within(dialog).findByText(
        'Vergi numarası 10 haneli vergi kimlik numarası (VKN) ya da 11 haneli T.C. kimlik numarası olmalı; rakamları tutmuyor',
      ),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/subscriptions/purchase')).toHaveLength(0);
  });

  it('closes only the dialog on İptal: the overlay stays in view and buys again', async () => {
    serve();
    const { user, onClose } = renderOverlay();
    let dialog = await openDialog(user, 'Profesyonel');
    await user.click(within(dialog).getByRole('button', { name: 'İptal' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Paket satın al' })).not.toBeInTheDocument());
    expect(onClose).not.toHaveBeenCalled();
    // Mantine's stack hides every modal but its top one: the overlay is the top again.
    expect(screen.getByRole('dialog', { name: 'Abonelik' })).not.toHaveAttribute('data-hidden');
    dialog = await openDialog(user, 'Kurumsal');
    expect(within(dialog).getByTestId('purchase-plan')).toHaveTextContent('Kurumsal');
  });
});
