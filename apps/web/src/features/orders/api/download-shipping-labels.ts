import { useMutation } from '@tanstack/react-query';
import type { LabelLayout } from '@boneka/shared/shipping-labels';
import { ApiError, api } from '@/lib/api-client';
import { dispositionFileName, saveBlob } from '@/lib/download';

export interface ShippingLabelsRequest {
  orderIds: number[];
  layout: LabelLayout;
}

/** Fetches the owner's shipping labels for these orders (decision 043) and saves the PDF; resolves to its name. */
export async function downloadShippingLabels({ orderIds, layout }: ShippingLabelsRequest): Promise<string> {
  const query = new URLSearchParams({ ids: orderIds.join(','), layout });
  const { blob, headers } = await api.file(`/api/orders/admin/labels.pdf?${query.toString()}`, {
    headers: { Accept: 'application/pdf' },
  });
  if (!blob.type.startsWith('application/pdf')) throw new ApiError(200, 'NOT_A_PDF', null, null);
  const name = dispositionFileName(headers.get('Content-Disposition')) ?? `Label-${layout.toUpperCase()}.pdf`;
  saveBlob(blob, name);
  return name;
}

export function useDownloadShippingLabels() {
  return useMutation({ mutationFn: downloadShippingLabels });
}
