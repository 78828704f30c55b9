import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/api-mock';
import { renderPage } from '@/test/render';
import { AccountRightsCard } from './account-rights-card';

function openCard(routes: Parameters<typeof mockApi>[0] = {}, isOwner = false) {
  const api = mockApi(routes);
  return { ...renderPage(<AccountRightsCard isOwner={isOwner} />, { path: '/profile' }), api };
}

async function openDialog(user: ReturnType<typeof openCard>['user']) {
  await user.click(screen.getByRole('button', { name: 'Hapus akun' }));
  return screen.getByRole('alertdialog', { name: 'Hapus akun?' });
}

describe('"Data & Akun" on the profile', () => {
  it('"Unduh data saya" saves the JSON file the server names', async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user, api } = openCard({
      'GET /auth/my-data': {
        file: new Blob(['{"profile":{}}'], { type: 'application/json' }),
        headers: { 'Content-Disposition': 'attachment; filename="data-akun-boneka-shop-2026-11-29.json"' },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Unduh data saya' }));
    expect(await screen.findByText('Datamu sudah diunduh: data-akun-boneka-shop-2026-11-29.json')).toBeVisible();
    expect(saved).toEqual(['data-akun-boneka-shop-2026-11-29.json']);
    expect(api.callsTo('GET /auth/my-data')).toHaveLength(1);
  });

  it('the dialog says what is erased and what is kept, and asks for the password first', async () => {
    const { user, api } = openCard();
    const dialog = await openDialog(user);
    expect(dialog).toHaveTextContent('Yang kami hapus');
    expect(dialog).toHaveTextContent('Nama, e-mail, nomor HP, foto profil, kata sandi, alamat');
    expect(dialog).toHaveTextContent('Yang kami simpan');
    expect(dialog).toHaveTextContent('catatan pembukuan selama 10 tahun');
    expect(dialog).toHaveTextContent('pembeli tanpa nama');
    await user.click(within(dialog).getByRole('button', { name: 'Hapus akun saya' }));
    expect(within(dialog).getByText('Masukkan kata sandimu')).toBeVisible();
    expect(api.calls).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Batal' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('names each order still under way, and why, when the server refuses with 409', async () => {
    const { user } = openCard({
      'POST /auth/delete-account': {
        status: 409,
        body: {
          success: false,
          code: 'ACCOUNT_HAS_OPEN_ORDERS',
          message: 'Akunmu belum bisa dihapus…',
          orders: [
            { order_number: 'BNK-20261129-0001', reason: 'unpaid' },
            { order_number: 'BNK-20261129-0002', reason: 'shipped' },
          ],
        },
      },
    });
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Kata sandi saat ini'), 'Boneka-Lucu-2026');
    await user.click(within(dialog).getByRole('button', { name: 'Hapus akun saya' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Akunmu belum bisa dihapus karena masih ada pesanan yang berjalan:');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['BNK-20261129-0001 · belum dibayar', 'BNK-20261129-0002 · sedang dikirim']);
  });

  it('a wrong password is said at the field; the right one signs out and goes home', async () => {
    window.localStorage.setItem('accessToken', 'access');
    window.localStorage.setItem('refreshToken', 'refresh');
    const { user, api } = openCard({
      'POST /auth/delete-account': ({ body }) =>
        (body as { password: string }).password === 'Boneka-Lucu-2026'
          ? { body: { success: true, message: 'Akunmu sudah dihapus.' } }
          : { status: 403, body: { success: false, code: 'WRONG_PASSWORD', message: 'Kata sandi salah.' } },
    });
    const dialog = await openDialog(user);
    const field = within(dialog).getByLabelText('Kata sandi saat ini');
    await user.type(field, 'salah');
    await user.click(within(dialog).getByRole('button', { name: 'Hapus akun saya' }));
    expect(await within(dialog).findByText('Kata sandi salah.')).toBeVisible();
    await user.clear(field);
    await user.type(field, 'Boneka-Lucu-2026');
    await user.click(within(dialog).getByRole('button', { name: 'Hapus akun saya' }));
    expect(await screen.findByText('Now at /')).toBeVisible();
    expect(window.localStorage.getItem('accessToken')).toBeNull();
    expect(api.callsTo('POST /auth/delete-account').map((c) => c.body)).toEqual([
      { password: 'salah' },
      { password: 'Boneka-Lucu-2026' },
    ]);
  });

  it("offers no deletion on the owner's account", () => {
    openCard({}, true);
    expect(screen.getByRole('button', { name: 'Unduh data saya' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Hapus akun' })).toBeNull();
  });
});
