import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/error-text';
import { useT } from '@/lib/i18n/i18n';
import { useDeleteProduct } from '../api/delete-product';

/**
 * "Hapus" on a product, asked first: once done the list opens and says whether the product went or was hidden
 * instead (it has orders); a refusal is said here.
 */
export function useProductDelete(productId: number, productName: string | undefined) {
  const t = useT();
  const navigate = useNavigate();
  const { show } = useToast();
  const remove = useDeleteProduct();
  const [confirmOpen, setConfirmOpen] = useState(false);

  const confirmDelete = async () => {
    try {
      const reply = await remove.mutateAsync(productId);
      const text = reply.data.hidden
        ? t('adminProducts.hiddenInstead', { name: productName ?? '' })
        : t('adminProducts.deleted');
      void navigate(paths.admin.products.href(), {
        state: { flash: { tone: 'success', text } },
      });
    } catch (error) {
      setConfirmOpen(false);
      show('error', errorText(error, t, t('adminProducts.deleteFailed')));
    }
  };

  return {
    confirmOpen,
    ask: () => setConfirmOpen(true),
    cancel: () => setConfirmOpen(false),
    confirm: () => void confirmDelete(),
    deleting: remove.isPending,
  };
}
