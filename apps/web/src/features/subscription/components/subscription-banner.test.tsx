import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportPaymentRequired } from '../../../lib/payment-required';
import { setSession } from '../../../lib/session';
import { mockFetch, renderScreen } from '../../../test/render';
import { person } from '../../../test/task-fixtures';
import { makeCompany } from '../test-fixtures';
import { bannerStateOf, daysLeft } from './banner-state';
import { closeSubscription, useSubscriptionOpened } from './overlay-store';
import { SubscriptionBannerSlot, SubscriptionHost } from './subscription-host';

afterEach(() => {
  closeSubscription();
  vi.useRealTimers();
});

const now = new Date('2026-11-20T10:00:00');

/** The toast and the overlay are lazy chunks: the first one in a cold run takes a while to transform. */
const lazyChunk = { timeout: 5000 };

describe('bannerStateOf', () => {
  it('counts a trial’s calendar days, and says nothing to staff before the end', () => {
    const trial = makeCompany({ is_trial: true, subscription_end_date: new Date('2026-11-24T08:00:00').toISOString() });
    expect(bannerStateOf(trial, true, now)).toEqual({ kind: 'trial', days: 4 });
    expect(bannerStateOf(trial, false, now)).toEqual({ kind: 'none' });
    expect(daysLeft(new Date('2026-11-20T23:00:00').toISOString(), now)).toBe(0);
  });

  it('reminds of a paid subscription only in its last week', () => {
    const soon = makeCompany({ subscription_end_date: new Date('2026-11-25T10:00:00').toISOString() });
    expect(bannerStateOf(soon, true, now)).toEqual({ kind: 'ending', days: 5 });
    const later = makeCompany({ subscription_end_date: new Date('2027-01-25T10:00:00').toISOString() });
    expect(bannerStateOf(later, true, now)).toEqual({ kind: 'none' });
  });

  it('tells everyone of an ended subscription, also one past its end date not yet stored as expired', () => {
    expect(bannerStateOf(makeCompany({ subscription_status: 'expired' }), false, now)).toEqual({ kind: 'expired' });
    const past = makeCompany({ subscription_end_date: new Date('2026-11-19T10:00:00').toISOString() });
    expect(bannerStateOf(past, true, now)).toEqual({ kind: 'expired' });
  });
});

/** The shell's two parts, with a probe of whether the overlay is open. */
function Shell({ role }: { role: 'isveren' | 'isci' }) {
  const opened = useSubscriptionOpened();
  const user = person('u1', role);
  return (
    <>
      <SubscriptionBannerSlot user={user} />
      <p data-testid="overlay-state">{opened ? 'açık' : 'kapalı'}</p>
      {/* The overlay itself is tested on its own: here only whether it was asked for. */}
      {role === 'isci' && <SubscriptionHost user={user} />}
    </>
  );
}

function renderShell(role: 'isveren' | 'isci', company = makeCompany()) {
  mockFetch({ 'GET /api/companies/my': { body: company } });
  setSession('tok', person('u1', role));
  return renderScreen(<Shell role={role} />);
}

describe('the subscription banner', () => {
  it('tells the employer the trial’s days left, with a way to the plans', async () => {
    const end = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const { user } = renderShell('isveren', makeCompany({ is_trial: true, subscription_end_date: end }));
    const banner = await screen.findByTestId('subscription-banner', {}, lazyChunk);
    expect(banner).toHaveTextContent('Deneme sürenizin bitmesine 3 gün kaldı.');
    await user.click(screen.getByRole('button', { name: 'Paketleri gör' }));
    expect(screen.getByTestId('overlay-state')).toHaveTextContent('açık');
  });

  it('tells the employer the subscription ended, with a button that opens the overlay', async () => {
    const { user } = renderShell('isveren', makeCompany({ subscription_status: 'expired' }));
    const banner = await screen.findByTestId('subscription-banner', {}, lazyChunk);
    expect(banner).toHaveTextContent('Aboneliğinizin süresi doldu.');
    await user.click(screen.getByRole('button', { name: 'Aboneliği yenile' }));
    expect(screen.getByTestId('overlay-state')).toHaveTextContent('açık');
  });

  it('tells other roles of an ended company that nothing new can be created, with no button', async () => {
    renderShell('isci', makeCompany({ subscription_status: 'expired' }));
    const banner = await screen.findByTestId('subscription-banner', {}, lazyChunk);
    expect(banner).toHaveTextContent('yeni kayıt oluşturulamaz');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows nothing to a company with a paid subscription far from its end', async () => {
    const fetchMock = mockFetch({
      'GET /api/companies/my': { body: makeCompany({ subscription_end_date: '2030-01-01T00:00:00Z' }) },
    });
    setSession('tok', person('u1', 'isveren'));
    renderScreen(<Shell role="isveren" />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('subscription-banner')).not.toBeInTheDocument();
  });
});

describe('a 402 answer', () => {
  it('tells staff to ask the employer, not to renew what only she can, without a way to the overlay', async () => {
    mockFetch({ 'GET /api/companies/my': { body: makeCompany() } });
    setSession('tok', person('u1', 'isci'));
    renderScreen(<Shell role="isci" />);
    act(() =>
      reportPaymentRequired('Aboneliğinizin süresi doldu. Yeni kayıt oluşturmak için aboneliğinizi yenileyin.'),
    );
    expect(
      await screen.findByText(
        'Şirketinizin aboneliği sona erdi. Yenilemesi için işvereninize başvurun.',
        {},
        lazyChunk,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/aboneliğinizi yenileyin/)).not.toBeInTheDocument();
    expect(screen.queryByTestId('payment-required-open')).not.toBeInTheDocument();
  });

  it('gives the employer the detail and a button to the overlay, and asks for the company again', async () => {
    const fetchMock = mockFetch({ 'GET /api/companies/my': { body: makeCompany() } });
    setSession('tok', person('o1', 'isveren'));
    const user = person('o1', 'isveren');
    const { user: clicker } = renderScreen(
      <>
        <SubscriptionBannerSlot user={user} />
        <SubscriptionHost user={user} />
      </>,
    );
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    const before = fetchMock.mock.calls.length;
    act(() => reportPaymentRequired('Aboneliğinizin süresi doldu.'));
    await clicker.click(await screen.findByTestId('payment-required-open', {}, lazyChunk));
    expect(await screen.findByRole('dialog', { name: 'Abonelik' }, lazyChunk)).toBeInTheDocument();
    await waitFor(() => expect(fetchMock.mock.calls.length).toBeGreaterThan(before));
  });
});

describe('/dashboard?subscription=1', () => {
  it('opens the overlay for the employer (the bell’s purchase links, the failed payment’s retry) and drops the parameter', async () => {
    mockFetch({ 'GET /api/companies/my': { body: makeCompany() } });
    const employer = person('o1', 'isveren');
    setSession('tok', employer);
    const { router } = renderScreen(<SubscriptionHost user={employer} />);
    await act(() => router.navigate('/?subscription=1'));
    expect(await screen.findByRole('dialog', { name: 'Abonelik' }, lazyChunk)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('opens nothing for other roles, and drops the parameter', async () => {
    mockFetch({ 'GET /api/companies/my': { body: makeCompany() } });
    const worker = person('w1', 'isci');
    setSession('tok', worker);
    const { router } = renderScreen(<SubscriptionHost user={worker} />);
    await act(() => router.navigate('/?subscription=1'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
