import { useMutation } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { dispositionFileName, saveBlob } from '@/lib/download';

/** Fetches the order's invoice PDF with the shopper's (or the owner's) token and saves it; resolves to its name. */
export async function downloadInvoice(order: { secure_token: string; order_number: string }): Promise<string> {
  const { blob, headers } = await api.file(`/api/orders/secure/${encodeURIComponent(order.secure_token)}/invoice.pdf`, {
    headers: { Accept: 'application/pdf' },
  });
  if (!blob.type.startsWith('application/pdf')) throw new ApiError(200, 'NOT_A_PDF', null, null);
  const name = dispositionFileName(headers.get('Content-Disposition')) ?? `Invoice-${order.order_number}.pdf`;
  saveBlob(blob, name);
  return name;
}

export function useDownloadInvoice() {
  return useMutation({ mutationFn: downloadInvoice });
}
