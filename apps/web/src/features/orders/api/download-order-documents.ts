import { useMutation } from '@tanstack/react-query';
import type { LabelLayout, PrintKind } from '@boneka/shared/shipping-labels';
import { ApiError, api } from '@/lib/api-client';
import { dispositionFileName, saveBlob } from '@/lib/download';

/** A file of several orders: their labels or packing slips (one PDF), or their rows of the orders CSV. */
export type OrderDocument = { kind: PrintKind; ids: string; layout: LabelLayout } | { kind: 'export'; ids: string };

const urlOf = (document: OrderDocument) =>
  document.kind === 'export'
    ? `/api/admin/exports/orders.csv?${new URLSearchParams({ ids: document.ids }).toString()}`
    : `/api/orders/admin/labels.pdf?${new URLSearchParams({
        ids: document.ids,
        layout: document.layout,
        kind: document.kind,
      }).toString()}`;

const fallbackName = (document: OrderDocument) =>
  document.kind === 'export'
    ? 'Pesanan.csv'
    : `${document.kind === 'label' ? 'Label' : 'Packing-Slip'}-${document.layout.toUpperCase()}.pdf`;

/**
 * Fetches the file with the owner's token (decision 043) and saves it under the server's name; resolves to that name.
 * A reply that is not the file asked for (a sign-in page, an error page) is refused rather than saved.
 */
export async function downloadOrderDocument(document: OrderDocument): Promise<string> {
  const type = document.kind === 'export' ? 'text/csv' : 'application/pdf';
  const { blob, headers } = await api.file(urlOf(document), { headers: { Accept: type } });
  if (!blob.type.startsWith(type)) throw new ApiError(200, 'NOT_A_DOCUMENT', null, null);
  const name = dispositionFileName(headers.get('Content-Disposition')) ?? fallbackName(document);
  saveBlob(blob, name);
  return name;
}

export function useDownloadOrderDocument() {
  return useMutation({ mutationFn: downloadOrderDocument });
}
