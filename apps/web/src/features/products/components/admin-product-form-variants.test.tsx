import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { VariantsBody } from '@boneka/shared';
import { addOption, buildBear, field, labels, openForm, put, row, savedVariants } from './admin-product-form.fixtures';

/** A save goes through up to four requests (product, photos, variants, categories), each drawn as it lands. */
const SAVED = { timeout: 5000 };

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
    expect(await screen.findByText('Produk berhasil ditambahkan!', {}, SAVED)).toBeInTheDocument();

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
        {},
        SAVED,
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
    expect(await screen.findByText('Produk berhasil ditambahkan!', {}, SAVED)).toBeInTheDocument();
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
      expect(await screen.findByText(/Belum tersimpan: varian, kategori\./, {}, SAVED)).toBeInTheDocument();
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
        {},
        SAVED,
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
