import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dispositionFileName, saveBlob } from '@/lib/download';

export type SheetFormat = 'csv' | 'xlsx';

/** Fetches the products sheet with the owner's token and saves it under the server's name; resolves to that name. */
export async function downloadProductSheet(format: SheetFormat): Promise<string> {
  const { blob, headers } = await api.file(`/api/admin/product-sheets/export?format=${format}`);
  const name = dispositionFileName(headers.get('Content-Disposition')) ?? `produk.${format}`;
  saveBlob(blob, name);
  return name;
}

export function useDownloadProductSheet() {
  return useMutation({ mutationFn: downloadProductSheet });
}
