import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuthTokensResponse } from '@boneka/shared';
import '@/lib/i18n/messages/auth';
import { clearSession } from '@/lib/session';
import { mockApi } from '@/test/api-mock';
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

async function signInAs(type: 'admin' | 'customer') {
  mockApi({ 'POST /auth/login': { body: signedIn(type) } });
  const { user } = renderPage(<AuthPanel />, { path: '/login', language: 'en' });
  await user.type(screen.getByLabelText('Username or Email'), 'someone@boneka.id');
  await user.type(screen.getByLabelText('Password'), 'Rahasia-Boneka-2026');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

afterEach(() => clearSession());

describe('after signing in (item 26.7)', () => {
  it('the owner lands on the dashboard', async () => {
    await signInAs('admin');
    expect(await screen.findByText('Now at /admin-dashboard', {}, { timeout: 4000 })).toBeInTheDocument();
  });

  it('a shopper lands on the shop', async () => {
    await signInAs('customer');
    expect(await screen.findByText('Now at /', {}, { timeout: 4000 })).toBeInTheDocument();
  });
});
