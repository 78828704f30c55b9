import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CategoryNode } from '@boneka/shared';
import '@/lib/i18n/messages/admin-categories';
import { mockApi, type ApiCall, type ApiReply } from '@/test/api-mock';
import { product } from '@/test/factories';
import { renderPage } from '@/test/render';
import { withOrder, type CategoryOrder } from '../api/reorder-categories';
import { CategoriesAdminPage } from './categories-admin-page';

const node = (
  id: number,
  name: string,
  count: number,
  children: CategoryNode[] = [],
  parent: number | null = null,
) => ({
  category_id: id,
  parent_id: parent,
  slug: name.toLowerCase().replaceAll(' ', '-'),
  name,
  name_id: name,
  name_en: `${name} EN`,
  position: id,
  image_url: null,
  product_count: count,
  children,
});
const TREE: CategoryNode[] = [
  node(1, 'Boneka', 4),
  node(2, 'Boneka Beruang', 3, [node(5, 'Beruang Wisuda', 0, [], 2), node(6, 'Beruang Kecil', 2, [], 2)]),
  node(3, 'Bantal', 0),
];

type Routes = Record<string, ApiReply | ((call: ApiCall) => ApiReply)>;

/** Every URL the page asked, with its query (the API mock keeps paths without it). */
let urls: string[] = [];

/** The page on the tree above. */
function openPage(routes: Routes = {}) {
  const api = mockApi({ 'GET /api/categories': { body: { success: true, data: TREE } }, ...routes });
  const mocked = globalThis.fetch;
  urls = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    urls.push(`${init?.method ?? 'GET'} ${String(input)}`);
    return mocked(input, init);
  });
  return { ...renderPage(<CategoriesAdminPage />), api, urls };
}

const card = (name: string) => screen.getByRole('article', { name });
/** A server that keeps the order it is sent. */
function reordering(): Routes {
  let tree = TREE;
  return {
    'GET /api/categories': () => ({ body: { success: true, data: tree } }),
    'PUT /api/categories/order': (call) => {
      tree = withOrder(tree, call.body as CategoryOrder);
      return { body: { success: true, data: tree } };
    },
  };
}

describe('the owner’s categories', { timeout: 20_000 }, () => {
  it('lists the tree in the shop’s order, with both names and how many products', async () => {
    openPage();
    expect(await screen.findByRole('article', { name: 'Boneka Beruang' })).toHaveTextContent(
      'Inggris: Boneka Beruang EN · /boneka-beruang · 3 produk',
    );
    const top = within(screen.getAllByRole('list')[0]!).getAllByRole('article', { name: /^B/ });
    expect(top.map((a) => a.getAttribute('aria-labelledby'))).toContain('category-5');
    expect(within(card('Boneka Beruang')).getByRole('article', { name: 'Beruang Kecil' })).toBeInTheDocument();
  });

  it('moves a category up and down with its buttons, keeping the focus, and saves the level’s order', async () => {
    const { user, api } = openPage(reordering());
    const up = await screen.findByRole('button', { name: 'Naikkan Bantal' });
    await user.click(up);
    expect(screen.getByText('Bantal sekarang di urutan 2 dari 3.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Naikkan Bantal' })).toHaveFocus();
    await user.click(within(card('Boneka Beruang')).getByRole('button', { name: 'Naikkan Beruang Kecil' }));
    expect(api.callsTo('PUT /api/categories/order').map((c) => c.body)).toEqual([
      { parent_id: null, category_ids: [1, 3, 2] },
      { parent_id: 2, category_ids: [6, 5] },
    ]);
    // At the top "Naikkan" is off: the focus goes to "Turunkan".
    expect(screen.getByRole('button', { name: 'Naikkan Beruang Kecil' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Turunkan Beruang Kecil' })).toHaveFocus();
  });

  it('moves a category dragged onto a sibling', async () => {
    const { api } = openPage(reordering());
    await screen.findByRole('article', { name: 'Bantal' });
    const item = (name: string) => card(name).closest('li')!;
    const dataTransfer = { setData: () => {}, effectAllowed: 'move', types: [] };
    fireEvent.dragStart(item('Bantal'), { dataTransfer });
    fireEvent.dragOver(item('Boneka'), { dataTransfer });
    fireEvent.drop(item('Boneka'), { dataTransfer });
    await vi.waitFor(() => expect(api.callsTo('PUT /api/categories/order')).toHaveLength(1));
    expect(api.callsTo('PUT /api/categories/order')[0]!.body).toEqual({ parent_id: null, category_ids: [3, 1, 2] });
  });

  it('adds a sub-category named in both languages', async () => {
    const { user, api } = openPage({
      'POST /api/categories': (call) => ({
        status: 201,
        body: { success: true, data: { ...node(9, 'Beruang Jumbo', 0, [], 2), ...(call.body as object) } },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Tambah sub-kategori di Boneka Beruang' }));
    const dialog = screen.getByRole('dialog', { name: 'Tambah Kategori' });
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(within(dialog).getByRole('textbox', { name: 'Nama (Indonesia)' })).toHaveAccessibleDescription(
      'Nama kategori wajib diisi',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Nama (Indonesia)' }), 'Beruang Jumbo');
    await user.type(within(dialog).getByRole('textbox', { name: 'Nama (Inggris)' }), 'Giant Bears');
    expect(within(dialog).getByRole('combobox', { name: 'Induk' })).toHaveDisplayValue('Boneka Beruang');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Kategori Beruang Jumbo ditambahkan.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/categories')[0]!.body).toEqual({
      name_id: 'Beruang Jumbo',
      name_en: 'Giant Bears',
      parent_id: 2,
    });
  });

  it('renames a category, keeping its slug unless changed, and says when a slug is taken', async () => {
    let taken = true;
    const { user, api } = openPage({
      'PUT /api/categories/3': (call) =>
        taken
          ? { status: 409, body: { success: false, code: 'SLUG_TAKEN', message: 'x', slug: 'boneka' } }
          : { body: { success: true, data: { ...node(3, 'Bantal & Guling', 0), ...(call.body as object) } } },
    });
    await user.click(await screen.findByRole('button', { name: 'Ubah Bantal' }));
    const dialog = screen.getByRole('dialog', { name: 'Ubah Kategori Bantal' });
    const slug = within(dialog).getByRole('textbox', { name: 'Slug (alamat halaman)' });
    await user.clear(slug);
    await user.type(slug, 'boneka');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await within(dialog).findByText('Slug boneka sudah dipakai kategori lain.')).toBeInTheDocument();
    taken = false;
    await user.clear(slug);
    await user.type(slug, 'bantal');
    const name = within(dialog).getByRole('textbox', { name: 'Nama (Indonesia)' });
    await user.clear(name);
    await user.type(name, 'Bantal & Guling');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Kategori Bantal & Guling disimpan.')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/categories/3')[1]!.body).toEqual({
      name_id: 'Bantal & Guling',
      name_en: 'Bantal EN',
      parent_id: null,
    });
  });

  it('deletes an empty category after asking', async () => {
    const { user, urls } = openPage({
      'DELETE /api/categories/3': { body: { success: true, message: 'ok', data: { moved: 0 } } },
    });
    await user.click(await screen.findByRole('button', { name: 'Hapus Bantal' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Hapus Kategori Bantal' });
    expect(dialog).toHaveTextContent('Hapus kategori Bantal? Kategori ini tidak berisi produk.');
    await user.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    expect(await screen.findByText('Kategori Bantal dihapus.')).toBeInTheDocument();
    expect(urls).toContain('DELETE /api/categories/3');
  });

  it('never deletes a category with products silently: it asks where they go', async () => {
    const { user, urls } = openPage({
      'DELETE /api/categories/6': { body: { success: true, message: 'ok', data: { moved: 2 } } },
    });
    await user.click(await screen.findByRole('button', { name: 'Hapus Beruang Kecil' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Hapus Kategori Beruang Kecil' });
    expect(dialog).toHaveTextContent('Kategori Beruang Kecil berisi 2 produk, jadi tidak dihapus begitu saja.');
    await user.click(within(dialog).getByRole('button', { name: 'Pindahkan & hapus' }));
    expect(within(dialog).getByRole('combobox', { name: 'Pindahkan produk ke...' })).toHaveAccessibleDescription(
      'Pilih kategori tujuan produknya dulu.',
    );
    expect(urls.filter((u) => u.startsWith('DELETE'))).toEqual([]);
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Pindahkan produk ke...' }),
      '— Beruang Wisuda',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Pindahkan & hapus' }));
    expect(
      await screen.findByText('Kategori Beruang Kecil dihapus; 2 produk dipindah ke Beruang Wisuda.'),
    ).toBeInTheDocument();
    expect(urls).toContain('DELETE /api/categories/6?move_to=5');
  });

  it('asks where the products go when the server finds some the list did not count (hidden ones)', async () => {
    const { user } = openPage({
      'DELETE /api/categories/3': {
        status: 409,
        body: { success: false, code: 'CATEGORY_NOT_EMPTY', message: 'x', product_count: 1 },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Hapus Bantal' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Hapus Kategori Bantal' });
    await user.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    expect(await within(dialog).findByText(/berisi 1 produk, jadi tidak dihapus begitu saja/)).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Pindahkan produk ke...' })).toBeInTheDocument();
  });

  it('explains that a category with sub-categories is not deleted, and sends nothing', async () => {
    const { user, urls } = openPage();
    await user.click(await screen.findByRole('button', { name: 'Hapus Boneka Beruang' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Hapus Kategori Boneka Beruang' });
    expect(dialog).toHaveTextContent(
      'Boneka Beruang masih punya 2 sub-kategori. Pindahkan atau hapus sub-kategorinya dulu.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Mengerti' }));
    expect(urls.filter((u) => u.startsWith('DELETE'))).toEqual([]);
  });

  it('puts products found by name into a category, as their main one when asked', async () => {
    const page = (data: ReturnType<typeof product>[]) => ({
      body: {
        success: true,
        data: data.map((p) => ({ ...p, hidden: false, updated_at: p.created_at })),
        pagination: { page: 1, limit: 20, total: data.length },
      },
    });
    const { user, api } = openPage({
      'GET /api/products/admin': () =>
        urls.at(-1)!.includes('search=panda')
          ? page([product({ product_id: 11, name: 'Boneka Panda' })])
          : page([
              product({ product_id: 10, name: 'Boneka Teddy' }),
              product({ product_id: 11, name: 'Boneka Panda' }),
            ]),
      'POST /api/categories/3/products': { body: { success: true, message: 'ok', data: { moved: 2 } } },
    });
    await user.click(await screen.findByRole('button', { name: 'Tambah produk ke Bantal' }));
    const dialog = screen.getByRole('dialog', { name: 'Tambah Produk ke Bantal' });
    await user.click(await within(dialog).findByRole('checkbox', { name: /Boneka Teddy/ }));
    await user.type(within(dialog).getByRole('searchbox', { name: 'Cari produk' }), 'panda');
    await user.click(await within(dialog).findByRole('checkbox', { name: /Boneka Panda/ }));
    expect(within(dialog).getByText('Dipilih: Boneka Teddy, Boneka Panda')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: /Jadikan Bantal kategori utamanya/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Tambahkan (2)' }));
    expect(await screen.findByText('2 produk masuk ke Bantal.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/categories/3/products')[0]!.body).toEqual({ product_ids: [10, 11], as_main: true });
  });
});
