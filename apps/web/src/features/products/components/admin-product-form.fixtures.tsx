/** What the product form's tests share: the category tree, the server's answers, and the owner's steps. */
import { screen, within } from '@testing-library/react';
import type { CategoryNode, ProductDetail, ProductImage, VariantsBody } from '@boneka/shared';
import '@/lib/i18n/messages/admin-products';
import type { Language } from '@/lib/i18n/i18n';
import { mockApi, type ApiCall, type ApiReply } from '@/test/api-mock';
import { product, adminProductDetail, variant } from '@/test/factories';
import { renderPage } from '@/test/render';
import { AdminProductForm } from './admin-product-form';

export type User = ReturnType<typeof renderPage>['user'];

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
export const TREE = [
  category(1, 'Boneka'),
  { ...category(2, 'Boneka Beruang'), children: [category(3, 'Beruang Wisuda', [], 2)] },
];

export const created = product({ product_id: 41, name: 'Boneka Beruang', price: 150_000, stock: 0 });
export const gallery = (...ids: number[]): ProductImage[] =>
  ids.map((id, position) => ({
    image_id: id,
    image_url: `/uploads/products/${id}.webp`,
    thumbnail_url: null,
    position,
  }));
export const png = (name: string) => new File(['png'], name, { type: 'image/png' });

/** What the server answers to a variants body: the product with those variants, numbered from 900. */
export function savedVariants(call: ApiCall, base: Partial<ProductDetail> = {}): ApiReply {
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

export function openForm(
  routes: Record<string, ApiReply | ((call: ApiCall) => ApiReply)> = {},
  language: Language = 'id',
) {
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

export const labels = { name: 'Nama Produk', price: 'Harga', stock: 'Stok', save: 'Simpan Produk' };

export async function fill(user: User, price: string) {
  await user.type(screen.getByRole('textbox', { name: labels.name }), 'Boneka Harimau');
  await user.type(screen.getByRole('textbox', { name: labels.price }), price);
  await user.type(screen.getByRole('textbox', { name: labels.stock }), '3');
}

/** Puts text in a field as a paste (a keystroke at a time is slow with many fields), then the given keys. */
export async function put(user: User, element: HTMLElement, text: string, keys = '') {
  await user.click(element);
  await user.paste(text);
  if (keys) await user.keyboard(keys);
}

/** Adds an option with its values as the owner would: the name, then the values (comma-separated) and Enter. */
export async function addOption(user: User, name: string, values: string) {
  await user.click(screen.getByRole('button', { name: /^Tambah pilihan/ }));
  const names = screen.getAllByRole('combobox', { name: 'Nama pilihan' });
  await put(user, names.at(-1)!, name);
  await put(user, screen.getByRole('textbox', { name: `Nilai ${name}` }), values, '{Enter}');
}

export const row = (label: string) => screen.getByRole('group', { name: label });
export const field = (label: string, name: string) => within(row(label)).getByRole('textbox', { name });

/** Two options, four variants, one price and stock for all, one variant dearer with an SKU and its own photo. */
export async function buildBear(user: User) {
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
