import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CategoryNode, ProductDetail, ProductImage, VariantsBody } from '@boneka/shared';
import '@/lib/i18n/messages/admin-products';
import type { Language } from '@/lib/i18n/i18n';
import { mockApi, type ApiCall, type ApiReply } from '@/test/api-mock';
import { product, adminProductDetail, variant } from '@/test/factories';
import { renderPage } from '@/test/render';
import { AdminProductForm } from './admin-product-form';

type User = ReturnType<typeof renderPage>['user'];

const category = (id: number, name: string, children: CategoryNode[] = [], parent: number | null = null) => ({
  category_id: id,
  parent_id: parent,
  slug: name.toLowerCase().replaceAll(' ', '-'),
  name,
  name_id: name,
  name_en: name,
  position: id,
  image_url: null,
  product_count: 0,
  children,
});
const TREE = [
  category(1, 'Boneka'),
  { ...category(2, 'Boneka Beruang'), children: [category(3, 'Beruang Wisuda', [], 2)] },
];

const created = product({ product_id: 41, name: 'Boneka Beruang', price: 150_000, stock: 0 });
const gallery = (...ids: number[]): ProductImage[] =>
  ids.map((id, position) => ({
    image_id: id,
    image_url: `/uploads/products/${id}.webp`,
    thumbnail_url: null,
    position,
  }));
const png = (name: string) => new File(['png'], name, { type: 'image/png' });

/** What the server answers to a variants body: the product with those variants, numbered from 900. */
function savedVariants(call: ApiCall, base: Partial<ProductDetail> = {}): ApiReply {
  const body = call.body as VariantsBody;
  const variants = body.variants.map((v, i) =>
    variant({
      variant_id: v.variant_id ?? 900 + i,
      options: v.options,
      price: Number(v.price),
      stock: Number(v.stock),
      sku: v.sku ?? null,
      image_id: v.image_id ?? null,
      is_active: v.is_active ?? true,
    }),
  );
  return {
    body: { success: true, data: adminProductDetail({ ...created, ...base, options: body.options, variants }) },
  };
}

function openForm(routes: Record<string, ApiReply | ((call: ApiCall) => ApiReply)> = {}, language: Language = 'id') {
  const api = mockApi({
    'GET /api/categories': { body: { success: true, data: TREE } },
    // The product as sent, as the server makes it.
    'POST /api/products': (call) => {
      const { name, description } = call.body as { name: string; description: string };
      return { status: 201, body: { success: true, data: { ...created, name, description: description || null } } };
    },
    'POST /api/products/41/images': { body: { success: true, data: gallery(501, 502) } },
    'PUT /api/products/41/variants': (call) => savedVariants(call),
    'PUT /api/products/41/categories': { body: { success: true, data: adminProductDetail(created) } },
    'GET /api/products': { body: { success: true, data: [], pagination: { page: 1, limit: 12, total: 0 } } },
    ...routes,
  });
  return { ...renderPage(<AdminProductForm />, { language }), api };
}

const labels = { name: 'Nama Produk', price: 'Harga', stock: 'Stok', save: 'Simpan Produk' };

async function fill(user: User, price: string) {
  await user.type(screen.getByRole('textbox', { name: labels.name }), 'Boneka Harimau');
  await user.type(screen.getByRole('textbox', { name: labels.price }), price);
  await user.type(screen.getByRole('textbox', { name: labels.stock }), '3');
}

/** Puts text in a field as a paste (a keystroke at a time is slow with many fields), then the given keys. */
async function put(user: User, element: HTMLElement, text: string, keys = '') {
  await user.click(element);
  await user.paste(text);
  if (keys) await user.keyboard(keys);
}

/** Adds an option with its values as the owner would: the name, then the values (comma-separated) and Enter. */
async function addOption(user: User, name: string, values: string) {
  await user.click(screen.getByRole('button', { name: /^Tambah pilihan/ }));
  const names = screen.getAllByRole('combobox', { name: 'Nama pilihan' });
  await put(user, names.at(-1)!, name);
  await put(user, screen.getByRole('textbox', { name: `Nilai ${name}` }), values, '{Enter}');
}

const row = (label: string) => screen.getByRole('group', { name: label });
const field = (label: string, name: string) => within(row(label)).getByRole('textbox', { name });

/** Two options, four variants, one price and stock for all, one variant dearer with an SKU and its own photo. */
async function buildBear(user: User) {
  await put(user, screen.getByRole('textbox', { name: labels.name }), 'Boneka Beruang');
  await addOption(user, 'Ukuran', '30 cm, 50 cm');
  await addOption(user, 'Warna', 'Coklat, Pink');
  const setAll = screen.getByRole('group', { name: 'Atur semua varian' });
  await put(user, within(setAll).getByRole('textbox', { name: 'Harga semua' }), '150.000');
  await put(user, within(setAll).getByRole('textbox', { name: 'Stok semua' }), '5');
  await user.click(within(setAll).getByRole('button', { name: 'Terapkan ke semua' }));
  await user.clear(field('50 cm / Pink', 'Harga'));
  await put(user, field('50 cm / Pink', 'Harga'), '175.000');
  await put(user, field('50 cm / Pink', 'Kode SKU'), 'br-50-pnk');
  await user.click(within(row('30 cm / Pink')).getByRole('switch', { name: 'Dijual' }));
  await user.upload(screen.getByLabelText('Tambah foto'), [png('depan.png'), png('pink.png')]);
  await user.click(within(row('50 cm / Pink')).getByRole('button', { name: /^Foto 50 cm \/ Pink/ }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Foto 2' }));
  await user.click(await screen.findByRole('checkbox', { name: 'Beruang Wisuda' }));
  await user.click(screen.getByRole('checkbox', { name: 'Boneka Beruang' }));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Kategori utama' }), 'Boneka Beruang');
}

describe('the product form reads Rupiah the Indonesian way (issue 26.2)', () => {
  it.each(['145.000', 'Rp 145.000', '145.000,00', '145000'])(
    'shows %j as "= Rp 145.000" and sends 145000',
    async (typed) => {
      const { user, api } = openForm();
      await fill(user, typed);
      expect(screen.getByText('= Rp 145.000')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: labels.save }));
      await vi.waitFor(() => expect(api.callsTo('POST /api/products')).toHaveLength(1));
      expect(api.callsTo('POST /api/products')[0]!.body).toMatchObject({ price: 145000, stock: 3 });
    },
  );

  it('reads a stock of "1.000" as a thousand', async () => {
    const { user, api } = openForm();
    await user.type(screen.getByRole('textbox', { name: labels.name }), 'Boneka Harimau');
    await user.type(screen.getByRole('textbox', { name: labels.price }), '145.000');
    await user.type(screen.getByRole('textbox', { name: labels.stock }), '1.000');
    await user.click(screen.getByRole('button', { name: labels.save }));
    await vi.waitFor(() => expect(api.callsTo('POST /api/products')).toHaveLength(1));
    expect(api.callsTo('POST /api/products')[0]!.body).toMatchObject({ stock: 1000 });
  });

  it('says what it read when "145.00" cannot be read without guessing, on leaving the field, and sends nothing', async () => {
    const { user, api } = openForm();
    await fill(user, '145.00');
    const price = screen.getByRole('textbox', { name: labels.price });
    expect(price).toHaveAccessibleDescription(
      'Terbaca "145.00": maksudnya 145 atau 145.000? Titik memisahkan ribuan dan tidak ada sen; tulis salah satunya.',
    );
    expect(price).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: labels.save }));
    expect(screen.queryByText('= Rp 145')).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/products')).toHaveLength(0);
  });

  it('says it in English on the English page', async () => {
    const { user, api } = openForm({}, 'en');
    await user.type(screen.getByRole('textbox', { name: 'Product Name' }), 'Boneka Harimau');
    await user.type(screen.getByRole('textbox', { name: 'Price' }), '145,5');
    await user.type(screen.getByRole('textbox', { name: 'Stock' }), '3');
    await user.click(screen.getByRole('button', { name: 'Save Product' }));
    expect(await screen.findByText('Read "145,5": type a whole number, without cents.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/products')).toHaveLength(0);
  });

  it('keeps an empty price a missing price, not Rp 0', async () => {
    const { user, api } = openForm();
    await user.type(screen.getByRole('textbox', { name: labels.name }), 'Boneka Harimau');
    await user.type(screen.getByRole('textbox', { name: labels.stock }), '3');
    await user.click(screen.getByRole('button', { name: labels.save }));
    expect(await screen.findByText('Harga wajib diisi')).toBeInTheDocument();
    expect(api.callsTo('POST /api/products')).toHaveLength(0);
  });

  it('saves a product without options in one call: its weight and SKU as they start need no second one', async () => {
    const { user, api } = openForm();
    await fill(user, '145.000');
    expect(screen.getByRole('textbox', { name: 'Berat (gram)' })).toHaveValue('1000');
    await user.click(screen.getByRole('button', { name: labels.save }));
    expect(await screen.findByText('Produk berhasil ditambahkan!')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /api/products',
    ]);
  });

  it('saves the weight ("1.500" grams) and SKU of a product without options on its one variant', async () => {
    const { user, api } = openForm();
    await fill(user, '145.000');
    const weight = screen.getByRole('textbox', { name: 'Berat (gram)' });
    await user.clear(weight);
    await user.type(weight, '1.500');
    await user.type(screen.getByRole('textbox', { name: /Kode SKU/ }), 'hr-01');
    await user.click(screen.getByRole('button', { name: labels.save }));
    expect(await screen.findByText('Produk berhasil ditambahkan!')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/products/41/variants')[0]!.body).toEqual({
      options: [],
      variants: [
        {
          options: [],
          sku: 'HR-01',
          price: '145.000',
          stock: '3',
          weight_grams: 1500,
          image_id: null,
          is_active: true,
          sale_price: null,
          sale_starts_at: null,
          sale_ends_at: null,
        },
      ],
    });
  });
});

describe('the owner builds a product with options, variants, photos and categories', { timeout: 30_000 }, () => {
  it('makes every combination, and "Atur semua" sets one price and stock for all', async () => {
    const { user } = openForm();
    await addOption(user, 'Ukuran', '30 cm, 50 cm');
    await addOption(user, 'Warna', 'Coklat, Pink');
    const rows = screen
      .getAllByRole('group')
      .filter((g) => / \/ /.test(g.getAttribute('aria-label') ?? g.textContent ?? ''));
    expect(rows.length).toBeGreaterThanOrEqual(4);
    for (const label of ['30 cm / Coklat', '30 cm / Pink', '50 cm / Coklat', '50 cm / Pink'])
      expect(row(label)).toBeInTheDocument();
    expect(screen.getByText('4 varian, 4 dijual.')).toBeInTheDocument();
    // No single price any more: prices are the variants'.
    expect(screen.queryByText(/Berat paket satu boneka/)).not.toBeInTheDocument();

    const setAll = screen.getByRole('group', { name: 'Atur semua varian' });
    await put(user, within(setAll).getByRole('textbox', { name: 'Harga semua' }), '150.000');
    await put(user, within(setAll).getByRole('textbox', { name: 'Stok semua' }), '5');
    await user.click(within(setAll).getByRole('button', { name: 'Terapkan ke semua' }));
    for (const label of ['30 cm / Coklat', '50 cm / Pink']) {
      expect(field(label, 'Harga')).toHaveValue('150.000');
      expect(field(label, 'Stok')).toHaveValue('5');
    }

    // A third size keeps what was typed and gives the new sizes the price, never the stock.
    await put(user, field('50 cm / Pink', 'Kode SKU'), 'BR-50-PNK');
    await user.type(screen.getByRole('textbox', { name: 'Nilai Ukuran' }), '1 m{Enter}');
    expect(field('50 cm / Pink', 'Kode SKU')).toHaveValue('BR-50-PNK');
    expect(field('1 m / Pink', 'Harga')).toHaveValue('150.000');
    expect(field('1 m / Pink', 'Stok')).toHaveValue('');
    expect(screen.getByText('6 varian, 6 dijual.')).toBeInTheDocument();
  });

  it('creates the product, uploads its photos, saves its variants with the photos’ ids, then its categories', async () => {
    const { user, api } = openForm();
    await buildBear(user);
    await user.click(screen.getByRole('button', { name: labels.save }));
    expect(await screen.findByText('Produk berhasil ditambahkan!')).toBeInTheDocument();

    expect(api.calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /api/products',
      'POST /api/products/41/images',
      'PUT /api/products/41/variants',
      'PUT /api/products/41/categories',
    ]);
    // Out of stock until its variants are saved: no one buys the half-made product.
    expect(api.callsTo('POST /api/products')[0]!.body).toEqual({
      name: 'Boneka Beruang',
      description: '',
      price: 150_000,
      stock: 0,
    });
    const upload = api.callsTo('POST /api/products/41/images')[0]!.form!;
    expect(upload.getAll('images').map((file) => (file as File).name)).toEqual(['depan.png', 'pink.png']);
    const body = api.callsTo('PUT /api/products/41/variants')[0]!.body as VariantsBody;
    expect(body.options).toEqual([
      { name: 'Ukuran', values: ['30 cm', '50 cm'] },
      { name: 'Warna', values: ['Coklat', 'Pink'] },
    ]);
    expect(body.variants.map((v) => [v.options.join(' / '), v.price, v.stock, v.sku, v.image_id, v.is_active])).toEqual(
      [
        ['30 cm / Coklat', '150.000', '5', null, null, true],
        ['30 cm / Pink', '150.000', '5', null, null, false],
        ['50 cm / Coklat', '150.000', '5', null, null, true],
        ['50 cm / Pink', '175.000', '5', 'BR-50-PNK', 502, true],
      ],
    );
    expect(api.callsTo('PUT /api/products/41/categories')[0]!.body).toEqual({
      category_ids: [3, 2],
      main_category_id: 2,
    });
  });

  it('says what was saved and what was not when a step fails, and "Simpan" again goes on from there', async () => {
    let refuse = true;
    const { user, api } = openForm({
      'PUT /api/products/41/variants': (call) =>
        refuse
          ? {
              status: 409,
              body: { success: false, code: 'SKU_TAKEN', message: 'SKU BR-50-PNK sudah dipakai.', sku: 'BR-50-PNK' },
            }
          : savedVariants(call),
    });
    await buildBear(user);
    await user.click(screen.getByRole('button', { name: labels.save }));
    expect(
      await screen.findByText(
        'Sudah tersimpan: data produk, foto. Belum tersimpan: varian, kategori. Kode SKU BR-50-PNK sudah dipakai varian lain. Perbaiki lalu simpan lagi; yang sudah tersimpan tidak diulang.',
      ),
    ).toBeInTheDocument();
    const sku = field('50 cm / Pink', 'Kode SKU');
    expect(sku).toHaveAttribute('aria-invalid', 'true');
    expect(sku).toHaveAccessibleDescription('Kode SKU BR-50-PNK sudah dipakai varian lain.');
    // The photos are uploaded: they say so no more.
    expect(screen.queryByText('Belum diunggah')).not.toBeInTheDocument();

    refuse = false;
    await user.clear(sku);
    await user.type(sku, 'BR-50-PNK-2');
    await user.click(screen.getByRole('button', { name: labels.save }));
    expect(await screen.findByText('Produk berhasil ditambahkan!')).toBeInTheDocument();
    expect(api.callsTo('POST /api/products')).toHaveLength(1);
    expect(api.callsTo('POST /api/products/41/images')).toHaveLength(1);
    expect(api.callsTo('PUT /api/products/41/variants')).toHaveLength(2);
    const second = api.callsTo('PUT /api/products/41/variants')[1]!.body as VariantsBody;
    expect(second.variants.find((v) => v.sku === 'BR-50-PNK-2')?.image_id).toBe(502);
    expect(api.callsTo('PUT /api/products/41/categories')).toHaveLength(1);
  });

  it.each([
    [400, 'VALIDATION_ERROR'],
    [422, 'INVALID_VARIANTS'],
  ])(
    'puts the server’s refusal of one variant’s field on that field (%i %s, variants.2.price)',
    async (status, code) => {
      const { user } = openForm({
        'PUT /api/products/41/variants': {
          status,
          body: {
            success: false,
            code,
            message: 'Harga terlalu besar',
            details: [{ path: 'variants.2.price', message: 'Harga maksimal Rp 100.000.000' }],
          },
        },
      });
      await buildBear(user);
      await user.click(screen.getByRole('button', { name: labels.save }));
      expect(await screen.findByText(/Belum tersimpan: varian, kategori\./)).toBeInTheDocument();
      expect(field('50 cm / Coklat', 'Harga')).toHaveAccessibleDescription('Harga maksimal Rp 100.000.000');
      expect(field('30 cm / Coklat', 'Harga')).not.toHaveAttribute('aria-invalid');
    },
  );

  it('shows a refused photo (422) on the gallery, with the product saved and the rest not', async () => {
    const { user } = openForm({
      'POST /api/products/41/images': {
        status: 422,
        body: { success: false, code: 'TOO_MANY_IMAGES', message: 'Maksimal 10 foto.', max: 10, remaining: 1 },
      },
    });
    await buildBear(user);
    await user.click(screen.getByRole('button', { name: labels.save }));
    expect(
      await screen.findByText(
        'Sudah tersimpan: data produk. Belum tersimpan: foto, varian, kategori. Galeri hanya muat 10 foto; masih ada tempat untuk 1 foto lagi. Perbaiki lalu simpan lagi; yang sudah tersimpan tidak diulang.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Tambah foto')).toHaveAccessibleDescription(
      'Galeri hanya muat 10 foto; masih ada tempat untuk 1 foto lagi.',
    );
  });

  it('sends nothing while a variant lacks its stock, and says so on that field', async () => {
    const { user, api } = openForm();
    await put(user, screen.getByRole('textbox', { name: labels.name }), 'Boneka Beruang');
    await addOption(user, 'Ukuran', '30 cm, 50 cm');
    await put(user, field('30 cm', 'Harga'), '100.000');
    await put(user, field('30 cm', 'Stok'), '4');
    await put(user, field('50 cm', 'Harga'), '120.000');
    await user.click(screen.getByRole('button', { name: labels.save }));
    expect(
      await screen.findByText('Ada isian yang perlu diperbaiki; periksa yang ditandai merah.'),
    ).toBeInTheDocument();
    expect(field('50 cm', 'Stok')).toHaveAccessibleDescription('Stok wajib diisi');
    expect(field('50 cm', 'Stok')).toHaveFocus();
    expect(api.calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('refuses an option with values but no name, and one SKU on two variants', async () => {
    const { user, api } = openForm();
    await put(user, screen.getByRole('textbox', { name: labels.name }), 'Boneka Beruang');
    await addOption(user, 'Ukuran', '30 cm, 50 cm');
    await user.click(screen.getByRole('button', { name: 'Tambah pilihan lain' }));
    await user.type(screen.getByRole('textbox', { name: 'Nilai Pilihan 2' }), 'Pink{Enter}');
    for (const size of ['30 cm', '50 cm']) {
      await put(user, field(size, 'Harga'), '100.000');
      await put(user, field(size, 'Stok'), '4');
      await put(user, field(size, 'Kode SKU'), 'BR-1');
    }
    await user.click(screen.getByRole('button', { name: labels.save }));
    expect(await screen.findByText('Beri nama pilihan ini, mis. Ukuran.')).toBeInTheDocument();
    expect(field('30 cm', 'Kode SKU')).toHaveAccessibleDescription('Kode SKU ini dipakai dua varian.');
    expect(field('50 cm', 'Kode SKU')).toHaveAccessibleDescription('Kode SKU ini dipakai dua varian.');
    expect(api.calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('refuses options that would make more than 100 variants, before drawing them', async () => {
    const { user } = openForm();
    await addOption(user, 'Ukuran', Array.from({ length: 11 }, (_, i) => `${i + 1}0 cm`).join(', '));
    expect(screen.getByText('11 varian, 11 dijual.')).toBeInTheDocument();
    await addOption(user, 'Warna', Array.from({ length: 10 }, (_, i) => `Warna ${i + 1}`).join(', '));
    expect(screen.getByText('Maksimal 100 varian per produk; kurangi nilai pilihannya.')).toBeInTheDocument();
    expect(screen.getByText('11 varian, 11 dijual.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: '10 cm / Warna 1' })).not.toBeInTheDocument();
  });

  it('adds values as chips, refuses one twice, and moves and removes them', async () => {
    const { user } = openForm();
    await addOption(user, 'Warna', 'Coklat, Pink, Putih');
    const values = () =>
      within(screen.getByRole('list', { name: 'Daftar nilai Warna' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(values()).toEqual(['Coklat', 'Pink', 'Putih']);
    await user.type(screen.getByRole('textbox', { name: 'Nilai Warna' }), 'pink{Enter}');
    expect(screen.getByText('pink sudah ada.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Geser Putih ke kiri' }));
    expect(values()).toEqual(['Coklat', 'Putih', 'Pink']);
    await user.click(screen.getByRole('button', { name: 'Hapus Coklat' }));
    expect(values()).toEqual(['Putih', 'Pink']);
    expect(screen.getByText('Coklat dihapus.')).toBeInTheDocument();
  });
});

describe('the owner edits a product with variants', { timeout: 30_000 }, () => {
  const bear = adminProductDetail({
    product_id: 41,
    name: 'Boneka Beruang',
    options: [{ name: 'Ukuran', values: ['30 cm', '50 cm'] }],
    variants: [
      variant({ variant_id: 71, options: ['30 cm'], price: 100_000, stock: 4, sku: 'BR-30', image_id: 601 }),
      variant({ variant_id: 72, options: ['50 cm'], price: 150_000, stock: 2, sku: 'BR-50' }),
    ],
    images: gallery(601, 602),
    categories: [{ category_id: 2, slug: 'boneka-beruang', name: 'Boneka Beruang' }],
  });

  it('shows its options and variants, and saves only what changed, naming the variants it changes', async () => {
    const api = mockApi({
      'GET /api/categories': { body: { success: true, data: TREE } },
      'PUT /api/products/41/variants': (call) => savedVariants(call),
    });
    const { user } = renderPage(<AdminProductForm product={bear} />);
    expect(screen.getByRole('combobox', { name: 'Nama pilihan' })).toHaveValue('Ukuran');
    expect(field('30 cm', 'Harga')).toHaveValue('100000');
    expect(within(row('30 cm')).getByRole('button', { name: 'Foto 30 cm: foto 1. Ganti foto' })).toBeInTheDocument();
    await user.clear(field('50 cm', 'Stok'));
    await put(user, field('50 cm', 'Stok'), '12');
    await user.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    expect(await screen.findByText('Produk berhasil diperbarui!')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`)).toEqual([
      'PUT /api/products/41/variants',
    ]);
    const body = api.callsTo('PUT /api/products/41/variants')[0]!.body as VariantsBody;
    expect(body.variants.map((v) => [v.variant_id, v.stock, v.image_id])).toEqual([
      [71, '4', 601],
      [72, '12', null],
    ]);
  });

  it('deletes a removed photo, uploads a new one and puts the gallery in its new order', async () => {
    const api = mockApi({
      'GET /api/categories': { body: { success: true, data: TREE } },
      'DELETE /api/products/41/images/601': { body: { success: true, data: gallery(602) } },
      'POST /api/products/41/images': { body: { success: true, data: gallery(602, 603) } },
      'PUT /api/products/41/images': (call) => ({
        body: { success: true, data: gallery(...(call.body as { image_ids: number[] }).image_ids) },
      }),
      'PUT /api/products/41/variants': (call) => savedVariants(call),
    });
    const { user } = renderPage(<AdminProductForm product={bear} />);
    const photos = screen.getByRole('list', { name: 'Urutan foto' });
    await user.click(
      within(within(photos).getByRole('group', { name: 'Foto 1 (sampul)' })).getByRole('button', {
        name: 'Hapus foto',
      }),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Hapus Foto' });
    expect(dialog).toHaveTextContent('1 varian memakai foto ini; varian itu akan tampil dengan sampul.');
    await user.click(within(dialog).getByRole('button', { name: 'Hapus foto' }));
    await user.upload(screen.getByLabelText('Tambah foto'), [png('baru.png')]);
    await user.click(
      within(within(photos).getByRole('group', { name: 'Foto 2' })).getByRole('button', { name: 'Jadikan sampul' }),
    );
    await user.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    expect(await screen.findByText('Produk berhasil diperbarui!')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`)).toEqual([
      'DELETE /api/products/41/images/601',
      'POST /api/products/41/images',
      'PUT /api/products/41/images',
      'PUT /api/products/41/variants',
    ]);
    expect(api.callsTo('PUT /api/products/41/images')[0]!.body).toEqual({ image_ids: [603, 602] });
    // The variant that showed the deleted photo shows the cover.
    const body = api.callsTo('PUT /api/products/41/variants')[0]!.body as VariantsBody;
    expect(body.variants.map((v) => v.image_id)).toEqual([null, null]);
  });

  it('answers HAS_VARIANTS in words when the product’s own price was refused', async () => {
    mockApi({
      'GET /api/categories': { body: { success: true, data: TREE } },
      'PUT /api/products/41': {
        status: 422,
        body: {
          success: false,
          code: 'HAS_VARIANTS',
          message: 'Harga dan stok produk ini diatur per varian.',
          details: [{ path: 'price', message: 'Set per variant' }],
        },
      },
    });
    const { user } = renderPage(<AdminProductForm product={bear} />);
    await user.type(screen.getByRole('textbox', { name: labels.name }), ' Besar');
    await user.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    expect(
      await screen.findByText('Produk belum tersimpan. Harga dan stok produk ini diatur per varian.'),
    ).toBeInTheDocument();
  });
});
