import type { UserPublic } from '@vazife/contract';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { takeEarlyCall } from '../lib/early-calls';
import { createQueryClient } from '../lib/query-client';
import { setSession } from '../lib/session';
import { mockFetch } from '../test/render';
import { person } from '../test/task-fixtures';
import { firstScreenCalls } from './first-screen-calls';
import { createAppRouter } from './router';

const employer = person('u1', 'isveren', 'Selin Aksoy');

/** What the data router's loaders ask for when the app starts on /dashboard as `user`. */
async function loaderCalls(user: UserPublic): Promise<string[]> {
  const fetchMock = mockFetch({
    'GET /api/auth/me': { body: user },
    'GET /api/platform/settings': { body: {} },
    'GET /api/dashboard/stats': { body: {} },
    'GET /api/tasks/counts': { body: {} },
    'GET /api/tasks/my?limit=100': { body: [] },
    'GET /api/companies/my': { body: {} },
  });
  setSession('tok', user);
  window.history.replaceState(null, '', '/dashboard');
  const router = createAppRouter(createQueryClient());
  // The dashboard's route code is transformed on first import, which a busy machine makes slow.
  await waitFor(() => expect(router.state.initialized).toBe(true), { timeout: 15_000 });
  router.dispose();
  return fetchMock.mock.calls.map(([input]) => String(input)).sort();
}

describe("the dashboard's first calls", () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('are, for the employer, what the boot script starts, each once', async () => {
    const expected = [...firstScreenCalls.public, ...firstScreenCalls.signedIn, ...firstScreenCalls.employer];
    expect(await loaderCalls(employer)).toEqual(expected.sort());
  });

  it('are, for staff, the same without the company', async () => {
    const expected = [...firstScreenCalls.public, ...firstScreenCalls.signedIn];
    expect(await loaderCalls({ ...employer, role: 'sef', can_create_groups: false })).toEqual(expected.sort());
  });
});

describe('the /dashboard loader', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('waits for the brand before the first frame, so a branded platform is not drawn twice', async () => {
    let brandArrives!: () => void;
    const brand = new Promise<void>((resolve) => (brandArrives = resolve));
    const replies = mockFetch({ 'GET /api/auth/me': { body: employer } });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) !== '/api/platform/settings') return replies(input, init);
      await brand;
      return new Response(JSON.stringify({ primary_color: '#0b7285' }), { status: 200 });
    });
    setSession('tok', { ...employer, role: 'isci' });
    window.history.replaceState(null, '', '/dashboard/help');
    const router = createAppRouter(createQueryClient());
    await waitFor(() => expect(replies).toHaveBeenCalledWith('/api/auth/me', expect.anything()));
    expect(router.state.initialized).toBe(false);
    brandArrives();
    // The dashboard's route code is transformed on first import, which a busy machine makes slow.
    await waitFor(() => expect(router.state.initialized).toBe(true), { timeout: 15_000 });
    router.dispose();
  });
});

describe('an early call', () => {
  // An early answer is used only in the page's first seconds (lib/early-calls.ts); a test file
  // that starts late on a busy machine must not look like a page that has been open that long.
  beforeEach(() => vi.spyOn(performance, 'now').mockReturnValue(1_000));
  afterEach(() => {
    delete window.vazifeEarlyCalls;
    vi.restoreAllMocks();
  });

  const early = (token: string | null) => ({ token, response: Promise.resolve(new Response('{}')) });

  it('is handed once, to a request for its path with its token', async () => {
    window.vazifeEarlyCalls = { '/api/dashboard/stats': early('tok') };
    expect(takeEarlyCall('/api/tasks/counts', 'tok')).toBeUndefined();
    const response = takeEarlyCall('/api/dashboard/stats', 'tok');
    expect(await response).toBeInstanceOf(Response);
    expect(takeEarlyCall('/api/dashboard/stats', 'tok')).toBeUndefined();
  });

  it('is not handed once the page has been open for a while: its data may have moved', () => {
    window.vazifeEarlyCalls = { '/api/dashboard/stats': early('tok') };
    vi.spyOn(performance, 'now').mockReturnValue(60_000);
    expect(takeEarlyCall('/api/dashboard/stats', 'tok')).toBeUndefined();
  });

  it('is not handed to a request with another token, nor to one without', () => {
    window.vazifeEarlyCalls = { '/api/auth/me': early('old'), '/api/platform/settings': early('tok') };
    expect(takeEarlyCall('/api/auth/me', 'new')).toBeUndefined();
    expect(takeEarlyCall('/api/platform/settings', undefined)).toBeUndefined();
  });
});
