import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/api-mock';
import { api, isApiError, setSessionExpiredHandler } from './api-client';
import { clearSession, getAccessToken, getRefreshToken, saveTokens } from './session';

afterEach(() => {
  clearSession();
  setSessionExpiredHandler(() => undefined);
});

describe('a session ended on the server (SECURITY 39, decision 050)', () => {
  it('a refused access token and a refused refresh clear the session and go to the sign-in page, once', async () => {
    saveTokens('access-from-before-the-reset', 'refresh-from-before-the-reset');
    const toSignIn = vi.fn();
    setSessionExpiredHandler(toSignIn);
    const calls = mockApi({
      'GET /auth/profile': {
        status: 401,
        body: { success: false, code: 'SESSION_ENDED', message: 'Your session has ended. Please sign in again.' },
      },
      'POST /auth/refresh-token': {
        status: 401,
        body: { success: false, code: 'INVALID_REFRESH_TOKEN', message: 'Your session has ended.' },
      },
    });

    const error = await api.get('/auth/profile').catch((caught: unknown) => caught);

    expect(isApiError(error) && error.code).toBe('SESSION_ENDED');
    expect(calls.callsTo('POST /auth/refresh-token')).toHaveLength(1);
    expect(calls.callsTo('GET /auth/profile')).toHaveLength(1);
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    expect(toSignIn).toHaveBeenCalledTimes(1);
  });
});
