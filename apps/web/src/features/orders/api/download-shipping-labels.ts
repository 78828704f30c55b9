import { useMutation } from '@tanstack/react-query';
import type { LabelLayout } from '@boneka/shared/shipping-labels';
import { downloadOrderDocument } from './download-order-documents';

export interface ShippingLabelsRequest {
  orderIds: number[];
  layout: LabelLayout;
}

/** Fetches the owner's shipping labels for these orders (decision 043) and saves the PDF; resolves to its name. */
export function downloadShippingLabels({ orderIds, layout }: ShippingLabelsRequest): Promise<string> {
  return downloadOrderDocument({ kind: 'label', ids: orderIds.join(','), layout });
}

export function useDownloadShippingLabels() {
  return useMutation({ mutationFn: downloadShippingLabels });
}
