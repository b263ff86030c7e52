import { errors } from '@vazife/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, setUnauthorizedHandler } from './api-client';
import { getSession, setSession } from './session';
import { takeSessionNotice } from './session-notice';
import { person } from '../test/task-fixtures';

const answer401 = (detail: string) => vi.fn(async () => new Response(JSON.stringify({ detail }), { status: 401 }));

describe('a 401 to a signed-in call', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    takeSessionNotice();
  });

  it('ends the session, and says so on the sign-in page when it was ended from another device', async () => {
    const unauthorized = vi.fn();
    setUnauthorizedHandler(unauthorized);
    setSession('tok', person('u1', 'isci', 'Ali Çelik'));
    vi.stubGlobal('fetch', answer401(errors.sessionEndedElsewhere));
    await expect(apiRequest('/api/tasks/my')).rejects.toMatchObject({ status: 401 });
    expect(getSession()).toBeNull();
    expect(unauthorized).toHaveBeenCalledWith('user');
    expect(takeSessionNotice()).toBe('elsewhere');
  });

  it('leaves no note for a session that merely expired', async () => {
    setUnauthorizedHandler(vi.fn());
    setSession('tok', person('u1', 'isci', 'Ali Çelik'));
    vi.stubGlobal('fetch', answer401(errors.sessionExpired));
    await expect(apiRequest('/api/tasks/my')).rejects.toMatchObject({ status: 401 });
    expect(getSession()).toBeNull();
    expect(takeSessionNotice()).toBeNull();
  });
});
