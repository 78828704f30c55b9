import type { Order } from '@boneka/shared';
import { useToast } from '@/components/ui/toast';
import { useT } from '@/lib/i18n/i18n';
import { useDownloadInvoice } from '../api/download-invoice';

/** Saves the order's invoice PDF and says under which name (or that it could not). */
export function useSaveInvoice() {
  const t = useT();
  const { show } = useToast();
  const invoice = useDownloadInvoice();
  const saveInvoice = async (o: Order) => {
    try {
      show('success', t('orders.invoiceSaved', { name: await invoice.mutateAsync(o) }));
    } catch {
      show('error', t('orders.invoiceFailed'));
    }
  };
  return { saveInvoice, saving: invoice.isPending };
}
