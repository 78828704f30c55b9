import { Link } from 'react-router';
import type { Product } from '@boneka/shared';
import { cn } from '@/components/ui/cn';
import { TrashIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/i18n';
import { EyeIcon, PencilIcon } from './admin-product-icons';

const action =
  'inline-flex h-9 cursor-pointer items-center gap-1.5 rounded-full px-3 text-xs font-bold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-500';

type AdminProductActionsProps = { product: Product; onDelete: (product: Product) => void; className?: string };

/** View, edit and delete one product; each control names the product for screen readers. */
export function AdminProductActions({ product, onDelete, className }: AdminProductActionsProps) {
  const t = useT();
  return (
    <div className={cn('flex flex-wrap gap-1.5', className)}>
      <Link
        to={paths.admin.productDetail.href(product.product_id)}
        aria-label={t('adminProducts.viewLabel', { name: product.name })}
        className={cn(action, 'border border-rose-100 bg-white text-cocoa-700 hover:bg-rose-50')}
      >
        <EyeIcon />
        {t('adminProducts.view')}
      </Link>
      <Link
        to={paths.admin.editProduct.href(product.product_id)}
        aria-label={t('adminProducts.editLabel', { name: product.name })}
        className={cn(action, 'bg-rose-100 text-rose-700 hover:bg-rose-200')}
      >
        <PencilIcon />
        {t('adminProducts.edit')}
      </Link>
      <button
        type="button"
        onClick={() => onDelete(product)}
        aria-label={t('adminProducts.deleteLabel', { name: product.name })}
        className={cn(action, 'text-red-600 hover:bg-red-50')}
      >
        <TrashIcon className="size-4" />
        {t('adminProducts.delete')}
      </button>
    </div>
  );
}
