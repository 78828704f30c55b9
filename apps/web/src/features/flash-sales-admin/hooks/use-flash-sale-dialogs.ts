import { useState } from 'react';
import type { AdminFlashSale } from '@boneka/shared';
import { useToast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { useT } from '@/lib/i18n/i18n';
import { useDeleteFlashSale } from '../api/delete-flash-sale';
import { useEndFlashSale } from '../api/end-flash-sale';

export type FlashSaleDialog =
  | { kind: 'create' }
  | { kind: 'edit'; sale: AdminFlashSale }
  | { kind: 'end'; sale: AdminFlashSale }
  | { kind: 'delete'; sale: AdminFlashSale };

/** The one dialog open on the flash sales page (the form, or an end or a delete to confirm), and what each one's end says. */
export function useFlashSaleDialogs() {
  const t = useT();
  const { show } = useToast();
  const end = useEndFlashSale();
  const remove = useDeleteFlashSale();
  const [dialog, setDialog] = useState<FlashSaleDialog | null>(null);

  const confirm = async () => {
    if (dialog?.kind !== 'end' && dialog?.kind !== 'delete') return;
    const { sale, kind } = dialog;
    try {
      if (kind === 'end') await end.mutateAsync(sale.flash_sale_id);
      else await remove.mutateAsync(sale.flash_sale_id);
      show('success', t(kind === 'end' ? 'adminFlash.ended' : 'adminFlash.deleted', { name: sale.name }));
    } catch (error) {
      // FLASH_SALE_STARTED: a delete came after the start, or an end after the end.
      const late = isApiError(error) && error.code === 'FLASH_SALE_STARTED';
      show(
        'error',
        late
          ? kind === 'end'
            ? t('adminFlash.alreadyEnded', { name: sale.name })
            : t('adminFlash.started')
          : errorText(error, t, t('adminFlash.changeFailed')),
      );
    }
    setDialog(null);
  };

  return {
    dialog,
    open: setDialog,
    close: () => setDialog(null),
    saved: (message: string) => {
      setDialog(null);
      show('success', message);
    },
    confirm: () => void confirm(),
    working: end.isPending || remove.isPending,
  };
}
