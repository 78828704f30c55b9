import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { errorText } from './error-text';
import { I18nProvider, useLanguage, useT } from './i18n/i18n';
import './i18n/messages/shell';

function Failure({ error }: { error: unknown }) {
  const t = useT();
  const { language, setLanguage } = useLanguage();
  return (
    <>
      <p>{errorText(error, t, 'fallback text')}</p>
      <button type="button" onClick={() => setLanguage(language === 'id' ? 'en' : 'id')}>
        switch
      </button>
    </>
  );
}

const show = (error: unknown) =>
  render(
    <I18nProvider>
      <Failure error={error} />
    </I18nProvider>,
  );

describe('errorText', () => {
  it("says a 409 in the interface's language, never the server's Indonesian sentence", async () => {
    show(new ApiError(409, 'INVALID_TRANSITION', 'This order can no longer be cancelled.', {}));
    expect(screen.getByText('Pesanan ini sudah berubah. Muat ulang halaman lalu coba lagi.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'switch' }));
    expect(screen.getByText('This order has changed. Reload the page and try again.')).toBeInTheDocument();
  });

  it("says a wrong sign-up code and a wrong password in the page's language, not the server's English", async () => {
    show(new ApiError(400, 'INVALID_OTP', 'Invalid or expired verification code.', {}));
    expect(
      screen.getByText('Kode salah atau sudah tidak berlaku. Periksa lagi, atau minta kode baru.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'switch' }));
    expect(
      screen.getByText('The code is wrong or no longer valid. Check it, or ask for a new one.'),
    ).toBeInTheDocument();
  });

  it("says a database away and a full disk in the shopper's language, and that nothing was saved", async () => {
    const { unmount } = show(new ApiError(503, 'DATABASE_UNAVAILABLE', 'The shop is briefly unavailable.', {}));
    expect(
      screen.getByText('Toko sedang tersendat sebentar. Tidak ada yang tersimpan; coba lagi sesaat lagi.'),
    ).toBeInTheDocument();
    unmount();
    show(new ApiError(507, 'INSUFFICIENT_STORAGE', 'The shop has no room to store this right now.', {}));
    await userEvent.click(screen.getByRole('button', { name: 'switch' }));
    expect(
      screen.getByText('The shop cannot store files right now. Nothing was saved; please try again later.'),
    ).toBeInTheDocument();
  });

  it('words a refused sign-in by its code', () => {
    show(new ApiError(401, 'INVALID_CREDENTIALS', 'Invalid username/e-mail or password.', {}));
    expect(screen.getByText('Nama pengguna/email atau kata sandi salah.')).toBeInTheDocument();
  });

  it('words a taken username and a second review by their codes', () => {
    show(new ApiError(409, 'USERNAME_TAKEN', 'This username is already taken.', {}));
    expect(screen.getByText('Nama pengguna ini sudah dipakai. Pilih yang lain.')).toBeInTheDocument();
  });

  it("keeps the server's message for other errors, and the fallback when there is none", () => {
    const { unmount } = show(new ApiError(422, 'INVALID_VOUCHER', 'Kode voucher tidak valid!', {}));
    expect(screen.getByText('Kode voucher tidak valid!')).toBeInTheDocument();
    unmount();
    show(new ApiError(409, 'SOMETHING_NEW', null, null));
    expect(screen.getByText('fallback text')).toBeInTheDocument();
  });
});
