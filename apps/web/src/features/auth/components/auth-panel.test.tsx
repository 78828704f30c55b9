import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { REDIRECT_AFTER_LOGIN_MS, type AuthTokensResponse } from '@boneka/shared';
import '@/lib/i18n/messages/auth';
import { clearSession } from '@/lib/session';
import { mockApi } from '@/test/api-mock';
import { fakeTimeouts } from '@/test/fake-timeouts';
import { renderPage } from '@/test/render';
import { AuthPanel } from './auth-panel';

const signedIn = (type: 'admin' | 'customer'): AuthTokensResponse => ({
  success: true,
  message: 'Login berhasil',
  accessToken: 'access',
  refreshToken: 'refresh',
  user: {
    id: 1,
    username: type === 'admin' ? 'owner' : 'siti',
    email: type === 'admin' ? 'owner@boneka.id' : 'siti@example.com',
    type,
    firstName: 'Siti',
    lastName: null,
    phoneNumber: null,
    emailVerified: true,
    profileImageUrl: null,
  },
});

/** Signs in, sees the message, and lets the pause before the redirect pass (the clock is faked, not raced). */
async function signInAs(type: 'admin' | 'customer') {
  mockApi({ 'POST /auth/login': { body: signedIn(type) } });
  const clock = fakeTimeouts();
  const { user } = renderPage(<AuthPanel />, { path: '/login', language: 'en', advanceTimers: clock.advanceTimers });
  await user.type(screen.getByLabelText('Username or Email'), 'someone@boneka.id');
  await user.type(screen.getByLabelText('Password'), 'Rahasia-Boneka-2026');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByText('Login successful! Redirecting...')).toBeInTheDocument();
  await clock.pass(REDIRECT_AFTER_LOGIN_MS);
}

afterEach(() => clearSession());

describe('after signing in (item 26.7)', () => {
  it('the owner lands on the dashboard', async () => {
    await signInAs('admin');
    expect(await screen.findByText('Now at /admin-dashboard')).toBeInTheDocument();
  });

  it('a shopper lands on the shop', async () => {
    await signInAs('customer');
    expect(await screen.findByText('Now at /')).toBeInTheDocument();
  });
});
