import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminVoucher } from '@boneka/shared';
import '@/lib/i18n/messages/admin-vouchers';
import { mockApi, type ApiCall, type ApiReply } from '@/test/api-mock';
import { renderPage } from '@/test/render';
import { VouchersAdminPage } from './vouchers-admin-page';

const voucher = (overrides: Partial<AdminVoucher>): AdminVoucher => ({
  voucher_id: 1,
  code: 'NATAL-26',
  description: 'Diskon Natal',
  type: 'percent',
  value: 25,
  max_discount: 50_000,
  min_spend: 150_000,
  starts_at: '2026-12-19T17:00:00.000Z',
  ends_at: '2026-12-26T16:59:00.000Z',
  usage_limit_total: 50,
  usage_limit_per_customer: 1,
  used_count: 3,
  state: 'active',
  status: 'active',
  is_public: false,
  products: [],
  categories: [],
  created_at: '2026-11-20T00:00:00.000Z',
  updated_at: '2026-11-20T00:00:00.000Z',
  ...overrides,
});
const LIST = [
  voucher({}),
  voucher({
    voucher_id: 2,
    code: 'HEMAT50K',
    type: 'fixed',
    value: 50_000,
    max_discount: null,
    min_spend: 0,
    starts_at: null,
    ends_at: null,
    usage_limit_total: null,
    usage_limit_per_customer: null,
    used_count: 7,
    state: 'paused',
    status: 'paused',
    is_public: true,
    products: [
      { product_id: 4, name: 'Boneka Beruang' },
      { product_id: 5, name: 'Boneka Kelinci' },
      { product_id: 6, name: 'Bantal Awan' },
    ],
  }),
  voucher({
    voucher_id: 3,
    code: 'ONGKIR20',
    type: 'shipping',
    value: 20_000,
    max_discount: null,
    min_spend: 0,
    categories: [{ category_id: 2, name: 'Beruang' }],
  }),
];
const CATEGORIES = [
  {
    category_id: 1,
    parent_id: null,
    slug: 'boneka',
    name: 'Boneka',
    name_id: 'Boneka',
    name_en: 'Dolls',
    position: 1,
    image_url: null,
    product_count: 4,
    children: [
      {
        category_id: 2,
        parent_id: 1,
        slug: 'beruang',
        name: 'Beruang',
        name_id: 'Beruang',
        name_en: 'Bears',
        position: 1,
        image_url: null,
        product_count: 3,
      },
    ],
  },
];

function openPage(routes: Record<string, ApiReply | ((call: ApiCall) => ApiReply)> = {}) {
  const api = mockApi({
    'GET /api/admin/vouchers': { body: { success: true, data: LIST } },
    'GET /api/categories': { body: { success: true, data: CATEGORIES } },
    ...routes,
  });
  return { ...renderPage(<VouchersAdminPage />), api };
}

describe('the owner’s vouchers page', () => {
  it('lists each voucher with its state, offer, uses and WIB dates', async () => {
    openPage();
    const natal = await screen.findByRole('article', { name: 'NATAL-26' });
    expect(natal).toHaveTextContent('Aktif');
    expect(natal).toHaveTextContent('Diskon 25% · maks. Rp 50.000 · min. belanja Rp 150.000');
    expect(natal).toHaveTextContent('3 / 50 · 1× per pelanggan');
    expect(natal).toHaveTextContent('Mulai 20 Des 2026 00:00 WIB – Sampai 26 Des 2026 23:59 WIB');
    const hemat = screen.getByRole('article', { name: 'HEMAT50K' });
    expect(hemat).toHaveTextContent('Dijeda');
    expect(hemat).toHaveTextContent('7 / tanpa batas');
    // Only the code announced openly says so (decision 049).
    expect(hemat).toHaveTextContent('Publik');
    expect(natal).not.toHaveTextContent('Publik');
    expect(within(hemat).getByRole('button', { name: 'Lanjutkan voucher HEMAT50K' })).toBeInTheDocument();
  });

  it('says what a Gratis Ongkir voucher takes off and which products each voucher is for', async () => {
    openPage();
    const ongkir = await screen.findByRole('article', { name: 'ONGKIR20' });
    expect(ongkir).toHaveTextContent('Gratis ongkir s/d Rp 20.000');
    expect(ongkir).toHaveTextContent('Berlaku untukKategori: Beruang');
    expect(screen.getByRole('article', { name: 'HEMAT50K' })).toHaveTextContent('Berlaku untuk3 produk');
    expect(screen.getByRole('article', { name: 'NATAL-26' })).toHaveTextContent('Berlaku untukSemua produk');
  });

  it(
    'creates a Gratis Ongkir voucher for one category, with no cap field of its own',
    { timeout: 30_000 },
    async () => {
      const { user, api } = openPage({
        'POST /api/admin/vouchers': {
          status: 201,
          body: { success: true, data: voucher({ voucher_id: 9, code: 'ONGKIR-B', type: 'shipping' }) },
        },
      });
      await user.click(await screen.findByRole('button', { name: 'Buat Voucher' }));
      const dialog = screen.getByRole('dialog', { name: 'Buat Voucher' });
      await user.type(within(dialog).getByRole('textbox', { name: 'Kode voucher' }), 'ongkir-b');
      await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Jenis' }), 'Gratis Ongkir');
      expect(within(dialog).queryByRole('textbox', { name: /Maksimal diskon/ })).not.toBeInTheDocument();
      await user.type(within(dialog).getByRole('textbox', { name: 'Gratis ongkir s/d' }), '20.000');
      await user.click(within(dialog).getByRole('radio', { name: 'Kategori tertentu' }));
      // None chosen would be a voucher for every product: the form says so instead of sending it.
      await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
      expect(
        await within(dialog).findByText('Pilih minimal 1 kategori, atau pilih "Semua produk".'),
      ).toBeInTheDocument();
      expect(api.callsTo('POST /api/admin/vouchers')).toHaveLength(0);

      await user.click(await within(dialog).findByRole('checkbox', { name: 'Beruang' }));
      await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
      expect(await screen.findByText('Voucher ONGKIR-B dibuat.')).toBeInTheDocument();
      expect(api.callsTo('POST /api/admin/vouchers')[0]!.body).toMatchObject({
        code: 'ONGKIR-B',
        type: 'shipping',
        value: '20.000',
        max_discount: '',
        product_ids: [],
        category_ids: [2],
      });
    },
  );

  it('limits a voucher to products found by name', { timeout: 30_000 }, async () => {
    const { user, api } = openPage({
      'GET /api/products/admin': {
        body: {
          success: true,
          data: [{ product_id: 4, name: 'Boneka Beruang', price: 150_000 }],
          pagination: { page: 1, limit: 10, total: 1 },
        },
      },
      'PUT /api/admin/vouchers/1': { body: { success: true, data: voucher({}) } },
    });
    await user.click(await screen.findByRole('button', { name: 'Ubah voucher NATAL-26' }));
    const dialog = screen.getByRole('dialog', { name: 'Ubah Voucher NATAL-26' });
    await user.click(within(dialog).getByRole('radio', { name: 'Produk tertentu' }));
    await user.type(within(dialog).getByRole('searchbox', { name: 'Cari produk' }), 'beruang');
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Boneka Beruang' }));
    expect(within(dialog).getByRole('button', { name: 'Hapus Boneka Beruang dari voucher' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Voucher NATAL-26 disimpan.')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/admin/vouchers/1')[0]!.body).toMatchObject({ product_ids: [4], category_ids: [] });
  });

  // Types the form twice, key by key (the Rupiah and WIB readings are what it checks): long on a busy machine by nature.
  it(
    'creates a voucher from Rupiah typed the Indonesian way and WIB times, after refusing bad input',
    { timeout: 30_000 },
    async () => {
      const { user, api } = openPage({
        'POST /api/admin/vouchers': {
          status: 201,
          body: { success: true, data: voucher({ voucher_id: 3, code: 'BARU-1' }) },
        },
      });
      await user.click(await screen.findByRole('button', { name: 'Buat Voucher' }));
      const dialog = screen.getByRole('dialog', { name: 'Buat Voucher' });
      await user.type(within(dialog).getByRole('textbox', { name: 'Kode voucher' }), 'ab');
      await user.type(within(dialog).getByRole('textbox', { name: 'Diskon (%)' }), '120');
      await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
      expect(within(dialog).getByRole('textbox', { name: 'Kode voucher' })).toHaveAccessibleDescription(
        'Kode voucher 3–32 karakter: huruf A–Z, angka 0–9 dan tanda hubung (-).',
      );
      expect(api.callsTo('POST /api/admin/vouchers')).toHaveLength(0);

      const code = within(dialog).getByRole('textbox', { name: 'Kode voucher' });
      await user.clear(code);
      await user.type(code, 'baru-1');
      const value = within(dialog).getByRole('textbox', { name: 'Diskon (%)' });
      await user.clear(value);
      await user.type(value, '20');
      await user.type(within(dialog).getByRole('textbox', { name: /Maksimal diskon/ }), '25.000');
      await user.type(within(dialog).getByRole('textbox', { name: /Minimal belanja/ }), '100.000');
      await user.type(within(dialog).getByLabelText(/Berakhir \(WIB\)/), '2026-12-31T23:59');
      await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
      expect(await screen.findByText('Voucher BARU-1 dibuat.')).toBeInTheDocument();
      expect(api.callsTo('POST /api/admin/vouchers')[0]!.body).toMatchObject({
        code: 'BARU-1',
        type: 'percent',
        value: '20',
        max_discount: '25.000',
        min_spend: '100.000',
        starts_at: null,
        ends_at: '2026-12-31T16:59:00.000Z', // 23:59 WIB
        is_public: false,
      });
    },
  );

  it('marks a voucher public only when the owner ticks it (decision 049)', async () => {
    const { user, api } = openPage({
      'PUT /api/admin/vouchers/1': { body: { success: true, data: voucher({ is_public: true }) } },
    });
    await user.click(await screen.findByRole('button', { name: 'Ubah voucher NATAL-26' }));
    const dialog = screen.getByRole('dialog', { name: 'Ubah Voucher NATAL-26' });
    const announced = within(dialog).getByRole('checkbox', { name: 'Kode publik (diumumkan terbuka)' });
    expect(announced).not.toBeChecked();
    await user.click(announced);
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Voucher NATAL-26 disimpan.')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/admin/vouchers/1')[0]!.body).toMatchObject({ code: 'NATAL-26', is_public: true });
  });

  it('ends a voucher only after the owner confirms', async () => {
    const { user, api } = openPage({
      'POST /api/admin/vouchers/1/end': { body: { success: true, data: voucher({ state: 'ended', status: 'ended' }) } },
    });
    await user.click(await screen.findByRole('button', { name: 'Akhiri voucher NATAL-26' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Akhiri voucher NATAL-26?' });
    expect(api.callsTo('POST /api/admin/vouchers/1/end')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Akhiri' }));
    expect(await screen.findByText('Voucher NATAL-26 diakhiri.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/vouchers/1/end')).toHaveLength(1);
  });
});
