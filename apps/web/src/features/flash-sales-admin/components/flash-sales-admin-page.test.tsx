import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminFlashSale } from '@boneka/shared';
import '@/lib/i18n/messages/admin-flash-sales';
import { mockApi, type ApiCall, type ApiReply } from '@/test/api-mock';
import { renderPage } from '@/test/render';
import { FlashSalesAdminPage } from './flash-sales-admin-page';

const item = (overrides: Partial<AdminFlashSale['items'][number]>): AdminFlashSale['items'][number] => ({
  flash_sale_item_id: 1,
  variant_id: 11,
  product_id: 4,
  product_name: 'Boneka Beruang',
  variant_label: '50 cm / Pink',
  normal_price: 150_000,
  price: 99_000,
  quota: 50,
  sold: 37,
  ...overrides,
});
const sale = (overrides: Partial<AdminFlashSale>): AdminFlashSale => ({
  flash_sale_id: 1,
  name: 'Flash Sale Gajian',
  starts_at: '2026-11-25T03:00:00.000Z',
  ends_at: '2026-11-25T15:00:00.000Z',
  status: 'running',
  items: [item({})],
  created_at: '2026-11-20T00:00:00.000Z',
  updated_at: '2026-11-20T00:00:00.000Z',
  ...overrides,
});
const LIST = [
  sale({
    flash_sale_id: 2,
    name: 'Flash Sale Natal',
    starts_at: '2026-12-24T17:00:00.000Z',
    ends_at: '2026-12-25T17:00:00.000Z',
    status: 'scheduled',
    items: [item({ flash_sale_item_id: 2, sold: 0, quota: 20, price: 120_000 })],
  }),
  sale({}),
  sale({ flash_sale_id: 3, name: 'Flash Sale Lama', status: 'ended', items: [item({ flash_sale_item_id: 3 })] }),
];
const PRODUCT = {
  product_id: 4,
  name: 'Boneka Beruang',
  price: 150_000,
  variants: [
    { variant_id: 11, label: '50 cm / Pink', price: 150_000, stock: 30 },
    { variant_id: 12, label: '50 cm / Biru', price: 160_000, stock: 8 },
  ],
};

function openPage(routes: Record<string, ApiReply | ((call: ApiCall) => ApiReply)> = {}) {
  const api = mockApi({
    'GET /api/admin/flash-sales': { body: { success: true, data: LIST } },
    'GET /api/products/admin': {
      body: { success: true, data: [PRODUCT], pagination: { page: 1, limit: 10, total: 1 } },
    },
    'GET /api/products/admin/4': { body: { success: true, data: PRODUCT } },
    ...routes,
  });
  return { ...renderPage(<FlashSalesAdminPage />), api };
}

/** Opens "Buat Flash Sale" and fills in the name, the WIB times and both variants of the bear. */
async function fillNewSale(user: ReturnType<typeof openPage>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Buat Flash Sale' }));
  const dialog = screen.getByRole('dialog', { name: 'Buat Flash Sale' });
  await user.type(within(dialog).getByRole('textbox', { name: 'Nama flash sale' }), 'Flash Sale 12.12');
  await user.type(within(dialog).getByLabelText(/Mulai \(WIB\)/), '2026-12-12T12:00');
  await user.type(within(dialog).getByLabelText(/Berakhir \(WIB\)/), '2026-12-12T14:00');
  await user.click(await within(dialog).findByRole('button', { name: /^Pilih varian Boneka Beruang/ }));
  await user.click(
    await within(dialog).findByRole('button', { name: 'Tambah Boneka Beruang — 50 cm / Pink ke flash sale' }),
  );
  await user.click(within(dialog).getByRole('button', { name: 'Tambah Boneka Beruang — 50 cm / Biru ke flash sale' }));
  return dialog;
}

describe('the owner’s flash sales page', () => {
  it('lists each flash sale with its status, WIB period and what each variant sold', async () => {
    openPage();
    const running = await screen.findByRole('article', { name: 'Flash Sale Gajian' });
    expect(running).toHaveTextContent('Berlangsung');
    expect(running).toHaveTextContent('25 Nov 2026 10:00 WIB – 25 Nov 2026 22:00 WIB');
    expect(running).toHaveTextContent('Boneka Beruang — 50 cm / Pink');
    expect(running).toHaveTextContent('Rp 99.000 normal Rp 150.000');
    expect(running).toHaveTextContent('Terjual 37/50');
    expect(
      within(running).getByRole('button', { name: 'Akhiri sekarang: flash sale Flash Sale Gajian' }),
    ).toBeVisible();
    expect(within(running).queryByRole('button', { name: /Hapus/ })).not.toBeInTheDocument();

    const scheduled = screen.getByRole('article', { name: 'Flash Sale Natal' });
    expect(scheduled).toHaveTextContent('Terjadwal');
    expect(scheduled).toHaveTextContent('Terjual 0/20');
    expect(within(scheduled).getByRole('button', { name: 'Hapus flash sale Flash Sale Natal' })).toBeVisible();
    expect(within(scheduled).queryByRole('button', { name: /Akhiri/ })).not.toBeInTheDocument();

    const ended = screen.getByRole('article', { name: 'Flash Sale Lama' });
    expect(ended).toHaveTextContent('Berakhir');
    expect(within(ended).queryByRole('button')).not.toBeInTheDocument();
  });

  it(
    'creates a flash sale from variants picked by product, with prices typed the Indonesian way and WIB times',
    { timeout: 30_000 },
    async () => {
      const { user, api } = openPage({
        'POST /api/admin/flash-sales': {
          status: 201,
          body: { success: true, data: sale({ flash_sale_id: 9, name: 'Flash Sale 12.12', status: 'scheduled' }) },
        },
      });
      const dialog = await fillNewSale(user);
      // A variant already chosen cannot be added twice.
      expect(within(dialog).getAllByText('Sudah dipilih')).toHaveLength(2);
      await user.type(
        within(dialog).getByRole('textbox', { name: 'Harga flash sale Boneka Beruang — 50 cm / Pink' }),
        '160.000',
      );
      await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
      // Checked before sending: the price above the normal one, the empty ones, the missing quotas.
      expect(
        within(dialog).getByRole('textbox', { name: 'Harga flash sale Boneka Beruang — 50 cm / Pink' }),
      ).toHaveAccessibleDescription('Harga flash sale harus lebih murah dari harga normal.');
      expect(
        within(dialog).getByRole('textbox', { name: 'Kuota (pcs) Boneka Beruang — 50 cm / Biru' }),
      ).toHaveAccessibleDescription('Kuota wajib diisi.');
      expect(api.callsTo('POST /api/admin/flash-sales')).toHaveLength(0);

      const pinkPrice = within(dialog).getByRole('textbox', { name: 'Harga flash sale Boneka Beruang — 50 cm / Pink' });
      await user.clear(pinkPrice);
      await user.type(pinkPrice, '99.000');
      await user.type(within(dialog).getByRole('textbox', { name: 'Kuota (pcs) Boneka Beruang — 50 cm / Pink' }), '50');
      await user.type(
        within(dialog).getByRole('textbox', { name: 'Harga flash sale Boneka Beruang — 50 cm / Biru' }),
        '125.000',
      );
      await user.type(within(dialog).getByRole('textbox', { name: 'Kuota (pcs) Boneka Beruang — 50 cm / Biru' }), '10');
      await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
      expect(await screen.findByText('Flash sale Flash Sale 12.12 dibuat.')).toBeInTheDocument();
      expect(api.callsTo('POST /api/admin/flash-sales')[0]!.body).toEqual({
        name: 'Flash Sale 12.12',
        starts_at: '2026-12-12T05:00:00.000Z', // 12:00 WIB
        ends_at: '2026-12-12T07:00:00.000Z',
        items: [
          { variant_id: 11, price: '99.000', quota: '50' },
          { variant_id: 12, price: '125.000', quota: '10' },
        ],
      });
    },
  );

  it(
    'shows the server’s refusals on their fields: a 422 by path and the variant a 409 overlap names',
    { timeout: 30_000 },
    async () => {
      let replies = 0;
      const { user } = openPage({
        'POST /api/admin/flash-sales': () =>
          replies++ === 0
            ? {
                status: 422,
                body: {
                  success: false,
                  code: 'VALIDATION_ERROR',
                  message: 'Data tidak valid',
                  details: [{ path: 'items.1.price', message: 'Harga flash sale harus lebih murah dari harga normal' }],
                },
              }
            : {
                status: 409,
                body: {
                  success: false,
                  code: 'FLASH_SALE_OVERLAP',
                  message: 'Varian sudah ada di flash sale lain',
                  variant_id: 12,
                },
              },
      });
      const dialog = await fillNewSale(user);
      for (const [name, value] of [
        ['Harga flash sale Boneka Beruang — 50 cm / Pink', '99.000'],
        ['Kuota (pcs) Boneka Beruang — 50 cm / Pink', '50'],
        ['Harga flash sale Boneka Beruang — 50 cm / Biru', '125.000'],
        ['Kuota (pcs) Boneka Beruang — 50 cm / Biru', '10'],
      ] as const)
        await user.type(within(dialog).getByRole('textbox', { name }), value);
      await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
      expect(
        await within(dialog).findByText('Harga flash sale harus lebih murah dari harga normal.'),
      ).toBeInTheDocument();
      expect(
        within(dialog).getByRole('textbox', { name: 'Harga flash sale Boneka Beruang — 50 cm / Biru' }),
      ).toHaveAttribute('aria-invalid', 'true');

      await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
      const biru = (
        await within(dialog).findByText('Varian ini sudah ada di flash sale lain pada waktu yang bertumpuk.')
      ).closest('li')!;
      expect(biru).toHaveTextContent('Boneka Beruang — 50 cm / Biru');
      expect(screen.getByRole('dialog', { name: 'Buat Flash Sale' })).toBeInTheDocument();
    },
  );

  it('ends a running flash sale only after the owner confirms', async () => {
    const { user, api } = openPage({
      'POST /api/admin/flash-sales/1/end': { body: { success: true, data: sale({ status: 'ended' }) } },
    });
    await user.click(await screen.findByRole('button', { name: 'Akhiri sekarang: flash sale Flash Sale Gajian' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Akhiri flash sale Flash Sale Gajian sekarang?' });
    expect(api.callsTo('POST /api/admin/flash-sales/1/end')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Akhiri' }));
    expect(await screen.findByText('Flash sale Flash Sale Gajian diakhiri.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/flash-sales/1/end')).toHaveLength(1);
  });

  it('deletes a scheduled flash sale after the owner confirms, and says why a started one cannot be', async () => {
    let replies = 0;
    const { user, api } = openPage({
      'DELETE /api/admin/flash-sales/2': () =>
        replies++ === 0
          ? { status: 409, body: { success: false, code: 'FLASH_SALE_STARTED', message: 'Flash sale sudah dimulai' } }
          : { status: 204 },
    });
    await user.click(await screen.findByRole('button', { name: 'Hapus flash sale Flash Sale Natal' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Hapus flash sale Flash Sale Natal?' })).getByRole('button', {
        name: 'Hapus',
      }),
    );
    expect(
      await screen.findByText('Flash sale ini sudah dimulai: tidak bisa diubah atau dihapus lagi, hanya diakhiri.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Hapus flash sale Flash Sale Natal' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Hapus flash sale Flash Sale Natal?' })).getByRole('button', {
        name: 'Hapus',
      }),
    );
    expect(await screen.findByText('Flash sale Flash Sale Natal dihapus.')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/admin/flash-sales/2')).toHaveLength(2);
  });
});
