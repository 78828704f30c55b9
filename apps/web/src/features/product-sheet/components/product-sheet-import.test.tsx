import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProductSheetPreview } from '@boneka/shared';
import '@/lib/i18n/messages/admin-product-sheet';
import { mockApi } from '@/test/api-mock';
import { renderPage } from '@/test/render';
import { ProductSheetImport } from './product-sheet-import';

const sheet = new File(['Nama Produk,Harga,Stok\nKelinci,Rp 140.000,3\n'], 'produk.csv', { type: 'text/csv' });
const zip = new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04])], 'foto.zip', { type: 'application/zip' });

const preview = (over: Partial<ProductSheetPreview>): ProductSheetPreview => ({
  file_name: 'produk.csv',
  rows: 3,
  products: 2,
  unchanged: 0,
  changes: [
    { row: 2, action: 'create', product_id: null, name: 'Kelinci Salju', parts: [], variants: 2, new_photos: 1 },
    {
      row: 4,
      action: 'update',
      product_id: 7,
      name: 'Beruang Madu',
      parts: ['name', 'variants'],
      variants: 1,
      new_photos: 0,
    },
  ],
  problems: [],
  can_apply: true,
  ...over,
});

async function chooseAndPreview(language: 'id' | 'en' = 'id') {
  const page = renderPage(<ProductSheetImport />, { language });
  const sheetLabel = language === 'id' ? 'Lembar produk (CSV atau XLSX)' : 'Product sheet (CSV or XLSX)';
  const photosLabel = language === 'id' ? 'Foto (ZIP, bila ada foto baru)' : 'Photos (ZIP, when there are new photos)';
  await page.user.upload(screen.getByLabelText(sheetLabel), sheet);
  await page.user.upload(screen.getByLabelText(photosLabel), zip);
  await page.user.click(screen.getByRole('button', { name: language === 'id' ? 'Lihat pratinjau' : 'Preview' }));
  return page;
}

describe('the products sheet import', () => {
  it('shows each wrong cell by row and column, and keeps the apply button off', async () => {
    mockApi({
      'POST /api/admin/product-sheets/preview': {
        body: {
          success: true,
          data: preview({
            can_apply: false,
            problems: [
              { row: 3, column: 'price', code: 'VALUE_REFUSED', message: 'Harga: Tidak bisa dibaca.' },
              { row: 5, column: null, code: 'VARIANTS_INVALID', message: 'Kombinasi varian tidak boleh kembar' },
            ],
          }),
        },
      },
    });
    await chooseAndPreview();
    const table = screen.getByRole('region', { name: 'Kesalahan di berkas' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['3', 'Harga', 'Harga: Tidak bisa dibaca.'],
      ['5', 'Seluruh baris', 'Kombinasi varian tidak boleh kembar'],
    ]);
    expect(screen.getByText(/2 perubahan, 0 tanpa perubahan, 2 kesalahan/)).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: 'Terapkan 2 perubahan' })).toBeDisabled();
  });

  it('sends the same sheet and ZIP to apply, and says what was done', async () => {
    const api = mockApi({
      'POST /api/admin/product-sheets/preview': { body: { success: true, data: preview({}) } },
      'POST /api/admin/product-sheets/apply': {
        body: { success: true, message: 'ok', data: { created: 1, updated: 1, unchanged: 0, photos: 1 } },
      },
    });
    const { user } = await chooseAndPreview();
    expect(screen.getByText('Kelinci Salju')).toBeInTheDocument();
    expect(screen.getByText('1 varian · nama · varian', { exact: false })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Terapkan 2 perubahan' }));
    expect(await screen.findByText('Selesai: 1 produk baru, 1 produk diubah, 1 foto ditambahkan.')).toBeInTheDocument();
    const [call] = api.callsTo('POST /api/admin/product-sheets/apply');
    expect((call!.form!.get('sheet') as File).name).toBe('produk.csv');
    expect((call!.form!.get('photos') as File).name).toBe('foto.zip');
  });

  it('shows the rows the server refuses at apply time, in English on the English page', async () => {
    mockApi({
      'POST /api/admin/product-sheets/preview': { body: { success: true, data: preview({}) } },
      'POST /api/admin/product-sheets/apply': {
        status: 422,
        body: {
          success: false,
          code: 'SHEET_HAS_PROBLEMS',
          message: 'Ada 1 kesalahan di berkas.',
          problems: [{ row: 2, column: 'sku', code: 'SKU_TAKEN', message: 'SKU KEL-1 sudah dipakai produk #9.' }],
        },
      },
    });
    const { user } = await chooseAndPreview('en');
    await user.click(screen.getByRole('button', { name: 'Apply 2 changes' }));
    const table = await screen.findByRole('region', { name: 'Problems in the file' });
    expect(within(table).getByText('SKU')).toBeInTheDocument();
    expect(within(table).getByText('SKU KEL-1 sudah dipakai produk #9.')).toBeInTheDocument();
  });
});
