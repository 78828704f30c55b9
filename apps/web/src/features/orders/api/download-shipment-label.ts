import { useMutation } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { dispositionFileName, saveBlob } from '@/lib/download';

/** "Cetak Label Kurir": the vendor's own label of a booked shipment, with its airway bill; resolves to its name. */
export async function downloadShipmentLabel({ orderId, orderNumber }: { orderId: number; orderNumber: string }) {
  const { blob, headers } = await api.file(`/api/orders/admin/${orderId}/shipment/label.pdf`, {
    headers: { Accept: 'application/pdf' },
  });
  if (!blob.type.startsWith('application/pdf')) throw new ApiError(200, 'NOT_A_PDF', null, null);
  const name = dispositionFileName(headers.get('Content-Disposition')) ?? `Label-Kurir-${orderNumber}.pdf`;
  saveBlob(blob, name);
  return name;
}

export function useDownloadShipmentLabel() {
  return useMutation({ mutationFn: downloadShipmentLabel });
}
