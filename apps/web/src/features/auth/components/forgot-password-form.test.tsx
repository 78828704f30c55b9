import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '@/lib/i18n/messages/auth';
import { getAccessToken, saveTokens } from '@/lib/session';
import { mockApi } from '@/test/api-mock';
import { renderPage } from '@/test/render';
import { ForgotPasswordForm } from './forgot-password-form';

function openForm(resetReply: { status?: number; body: unknown }) {
  const api = mockApi({
    'POST /auth/forgot-password': { body: { success: true, message: 'ok' } },
    'POST /auth/reset-password': resetReply,
  });
  const page = renderPage(<ForgotPasswordForm returnTo="/product/3" />, { path: '/forgot-password' });
  return { ...page, api };
}

async function askForCode(user: ReturnType<typeof openForm>['user']) {
  await user.type(screen.getByLabelText('Email'), 'Siti@Contoh.id');
  await user.click(screen.getByRole('button', { name: 'Kirim Kode' }));
  return screen.findByLabelText('Kode dari email');
}

describe('"Lupa kata sandi?" (issue 26 item 5)', () => {
  it('asks the e-mail, then the code and a new password; the browser is signed out and sent to sign in', async () => {
    saveTokens('access-lama', 'refresh-lama');
    const { user, api, router } = openForm({ body: { success: true, message: 'ok' } });
    const code = await askForCode(user);
    expect(code).toHaveFocus();
    await user.type(code, '123456');
    await user.type(screen.getByLabelText('Kata Sandi Baru'), 'Kata-Sandi-Baru-2026');
    await user.click(screen.getByRole('button', { name: 'Simpan Kata Sandi' }));

    expect(await screen.findByText('Now at /login')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?next=%2Fproduct%2F3');
    expect(router.state.location.state).toEqual({ passwordReset: true });
    expect(getAccessToken()).toBeNull();
    expect(api.callsTo('POST /auth/forgot-password').map((c) => c.body)).toEqual([{ email: 'siti@contoh.id' }]);
    expect(api.callsTo('POST /auth/reset-password').map((c) => c.body)).toEqual([
      { email: 'siti@contoh.id', otp: '123456', newPassword: 'Kata-Sandi-Baru-2026' },
    ]);
  });

  it('says in Indonesian when the code is wrong or expired, and stays', async () => {
    const { user } = openForm({
      status: 400,
      body: { success: false, code: 'INVALID_OTP', message: 'The code is wrong or has expired.' },
    });
    await user.type(await askForCode(user), '654321');
    await user.type(screen.getByLabelText('Kata Sandi Baru'), 'Kata-Sandi-Baru-2026');
    await user.click(screen.getByRole('button', { name: 'Simpan Kata Sandi' }));
    expect(
      await screen.findByText('Kodenya salah atau sudah kedaluwarsa. Cek email terbaru atau minta kode baru.'),
    ).toBeInTheDocument();
  });

  it('refuses a common password before sending it', async () => {
    const { user, api } = openForm({ body: { success: true, message: 'ok' } });
    await user.type(await askForCode(user), '123456');
    await user.type(screen.getByLabelText('Kata Sandi Baru'), 'password');
    await user.click(screen.getByRole('button', { name: 'Simpan Kata Sandi' }));
    expect(
      await screen.findByText('Kata sandi minimal 6 karakter dan bukan kata sandi yang terlalu umum.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /auth/reset-password')).toHaveLength(0);
  });
});
