import { useMutation } from '@tanstack/react-query';
import type { OrderStatus } from '@boneka/shared';
import { ApiError, api } from '@/lib/api-client';
import { dispositionFileName, saveBlob } from '@/lib/download';

/** What the owner downloads: the orders of a range of WIB days (and a status), or every product's variants. */
export type CsvExport = { kind: 'orders'; from: string; to: string; status: OrderStatus | null } | { kind: 'products' };

const urlOf = (what: CsvExport) => {
  if (what.kind === 'products') return '/api/admin/exports/products.csv';
  const query = new URLSearchParams({ from: what.from, to: what.to, ...(what.status ? { status: what.status } : {}) });
  return `/api/admin/exports/orders.csv?${query.toString()}`;
};

/** Fetches the CSV with the owner's token and saves it under the server's name; resolves to that name. */
export async function downloadCsv(what: CsvExport): Promise<string> {
  const { blob, headers } = await api.file(urlOf(what), { headers: { Accept: 'text/csv' } });
  if (!blob.type.startsWith('text/csv')) throw new ApiError(200, 'NOT_A_CSV', null, null);
  const name = dispositionFileName(headers.get('Content-Disposition')) ?? `${what.kind}.csv`;
  saveBlob(blob, name);
  return name;
}

export function useDownloadCsv() {
  return useMutation({ mutationFn: downloadCsv });
}
