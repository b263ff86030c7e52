import { Notifications } from '@mantine/notifications';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../lib/query-client';

/** Renders a screen inside the app's providers and a memory router (Mantine in test mode). */
export function renderScreen(
  ui: ReactElement,
  { path = '/', extraRoutes = [] as { path: string; element: ReactElement }[] } = {},
) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
  const router = createMemoryRouter([{ path, element: ui }, ...extraRoutes], { initialEntries: [path] });
  const user = userEvent.setup({ delay: null });
  const result = render(
    <AppProviders queryClient={queryClient} env="test">
      {/* The toasts, which the app's route root draws once the first screen is in (app/after-first-screen.tsx). */}
      <Notifications />
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, user, router, queryClient };
}

type Reply = { status?: number; body?: unknown; headers?: Record<string, string> };

/** A fetch stub answering by "METHOD /path"; anything else is a 404 with no detail. */
export function mockFetch(replies: Record<string, Reply | ((init: RequestInit | undefined) => Reply)>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    const key = `${init?.method ?? 'GET'} ${url}`;
    const entry = replies[key];
    const reply = typeof entry === 'function' ? entry(init) : (entry ?? { status: 404, body: {} });
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls a fetch stub received for one "METHOD /path", with their JSON bodies. */
export function callsTo(fetchMock: ReturnType<typeof mockFetch>, key: string): Record<string, unknown>[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}` === key)
    .map(([, init]) => (init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {}));
}
