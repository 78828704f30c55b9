import type { Product } from '@boneka/shared';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useT } from '@/lib/i18n/i18n';

type DeleteProductDialogProps = {
  product: Pick<Product, 'name'> | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** 'Hapus produk "{name}"?' before any delete. */
export function DeleteProductDialog({ product, busy, onConfirm, onCancel }: DeleteProductDialogProps) {
  const t = useT();
  return (
    <ConfirmDialog
      open={product !== null}
      title={t('adminProducts.deleteTitle')}
      message={product ? t('adminProducts.deleteConfirm', { name: product.name }) : ''}
      confirmLabel={t('adminProducts.delete')}
      cancelLabel={t('adminProducts.cancel')}
      busyLabel={t('adminProducts.deleting')}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p className="text-xs leading-relaxed text-stone-500">{t('adminProducts.deleteNote')}</p>
    </ConfirmDialog>
  );
}
