import { sessionEndedElsewhere } from '@vazife/contract';
import type { ZodType } from 'zod';
import { clearAdminSession, getAdminSession } from './admin-session';
import { ApiError, readDetail } from './api-error';
import { takeEarlyCall } from './early-calls';
import { clearSession, getSession } from './session';
import { rememberSessionNotice } from './session-notice';

export type AuthKind = 'user' | 'admin' | 'none';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Which bearer token to send; 'user' by default. */
  auth?: AuthKind;
  /**
   * The answer's contract schema, checked in development only, and so named only there
   * (`import.meta.env.DEV ? schema : undefined`) to keep zod out of production's screens.
   */
  schema?: ZodType;
  signal?: AbortSignal;
}

type UnauthorizedHandler = (kind: 'user' | 'admin') => void;
let onUnauthorized: UnauthorizedHandler = (kind) => {
  window.location.assign(kind === 'admin' ? '/super-admin/login' : '/login');
};

/** The app registers its router here, so that a 401 navigates without a page reload. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

function tokenFor(auth: AuthKind): string | undefined {
  if (auth === 'user') return getSession()?.token;
  if (auth === 'admin') return getAdminSession()?.token;
  return undefined;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * A 401 to a signed-in call ends that session (unless a newer token replaced it meanwhile). When
 * the server says every session was ended from another device, the sign-in page says so.
 */
export function handleUnauthorized(auth: AuthKind, sentToken: string, detail?: unknown) {
  if (auth === 'user' && getSession()?.token === sentToken) {
    if (detail === sessionEndedElsewhere) rememberSessionNotice('elsewhere');
    clearSession();
    onUnauthorized('user');
  } else if (auth === 'admin' && getAdminSession()?.token === sentToken) {
    clearAdminSession();
    onUnauthorized('admin');
  }
}

/** Calls the API on the same origin, without a timeout of its own (the server's bound a call). */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiRequestWithHeaders<T>(path, options)).data;
}

/** The bearer token a call of this kind sends (for calls made outside fetch, e.g. upload progress). */
export function bearerToken(auth: AuthKind = 'user'): string | undefined {
  return tokenFor(auth);
}

/** Like apiRequest, with the answer's headers (keyset pages name the next cursor in a header). */
export async function apiRequestWithHeaders<T>(
  path: string,
  options: RequestOptions = {},
): Promise<{ data: T; headers: Headers }> {
  const { method = 'GET', body, auth = 'user', schema, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const token = tokenFor(auth);
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    // The first screen's calls may be on their way already (dashboard.html's boot script).
    const early = method === 'GET' && payload === undefined ? takeEarlyCall(path, token) : undefined;
    response = await (early ?? fetch(path, { method, headers, body: payload, signal }));
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, null);
  }
  const data = await readBody(response);
  if (!response.ok) {
    const detail = readDetail(data);
    if (response.status === 401 && token) handleUnauthorized(auth, token, detail);
    throw new ApiError(response.status, detail);
  }
  if (schema && import.meta.env.DEV && import.meta.env.MODE !== 'test') {
    const checked = schema.safeParse(data);
    if (!checked.success) console.warn(`Contract mismatch on ${method} ${path}`, checked.error.issues);
  }
  return { data: data as T, headers: response.headers };
}
