import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REDIRECT_AFTER_LOGIN_MS, type AuthTokensResponse } from '@boneka/shared';
import '@/lib/i18n/messages/auth';
import { clearSession } from '@/lib/session';
import { mockApi } from '@/test/api-mock';
import { fakeTimeouts } from '@/test/fake-timeouts';
import { renderPage } from '@/test/render';
import { AuthPanel } from './auth-panel';

const signedIn: AuthTokensResponse = {
  success: true,
  message: 'ok',
  accessToken: 'access',
  refreshToken: 'refresh',
  user: {
    id: 1,
    username: 'siti',
    email: 'siti@contoh.id',
    type: 'customer',
    firstName: 'Siti',
    lastName: null,
    phoneNumber: null,
    emailVerified: true,
    profileImageUrl: null,
  },
};

const scrolled = vi.fn();
beforeEach(() => {
  // jsdom lays nothing out; the test only needs to see that the field was brought into view.
  Element.prototype.scrollIntoView = scrolled;
});
afterEach(() => {
  clearSession();
  scrolled.mockReset();
});

describe('a guest sent to sign in from a product (issue 26 item 5)', () => {
  it('goes back to that product after signing in', async () => {
    mockApi({ 'POST /auth/login': { body: signedIn } });
    const clock = fakeTimeouts();
    const { user } = renderPage(<AuthPanel returnTo="/product/3" />, {
      path: '/login',
      advanceTimers: clock.advanceTimers,
    });
    await user.type(screen.getByLabelText('Nama Pengguna atau Email'), 'siti@contoh.id');
    await user.type(screen.getByLabelText('Kata Sandi'), 'Boneka-Lucu-2026');
    await user.click(screen.getByRole('button', { name: 'Masuk' }));
    expect(await screen.findByText('Berhasil masuk! Mengalihkan...')).toBeInTheDocument();
    await clock.pass(REDIRECT_AFTER_LOGIN_MS);
    expect(await screen.findByText('Now at /product/3')).toBeInTheDocument();
  });

  it('after "Daftar" finds the code field in view and focused, and after the code goes back to the product', async () => {
    mockApi({
      'POST /auth/register': {
        status: 201,
        body: { success: true, message: 'ok', email: 'siti@contoh.id', requiresVerification: true },
      },
      'POST /auth/verify-email': { body: signedIn },
    });
    const clock = fakeTimeouts();
    const { user } = renderPage(<AuthPanel returnTo="/product/3" />, {
      path: '/login',
      advanceTimers: clock.advanceTimers,
    });
    await user.click(screen.getByRole('tab', { name: 'Buat Akun' }));
    await user.type(screen.getByLabelText('Nama Depan'), 'Siti');
    await user.type(screen.getByLabelText('Nama Pengguna'), 'sitirahayu');
    await user.type(screen.getByLabelText('Email'), 'siti@contoh.id');
    await user.type(screen.getByLabelText('Kata Sandi'), 'Boneka-Lucu-2026');
    await user.click(screen.getByRole('button', { name: 'Daftar' }));

    const code = await screen.findByLabelText('Kode Verifikasi');
    await vi.waitFor(() => expect(code).toHaveFocus());
    expect(scrolled).toHaveBeenCalled();
    expect(scrolled.mock.contexts.at(-1)).toBe(code);

    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verifikasi' }));
    expect(await screen.findByText('Email berhasil diverifikasi! Mengalihkan...')).toBeInTheDocument();
    await clock.pass(REDIRECT_AFTER_LOGIN_MS);
    expect(await screen.findByText('Now at /product/3')).toBeInTheDocument();
  });
});
