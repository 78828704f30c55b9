import type { Order } from '@boneka/shared';
import { cn } from '@/components/ui/cn';
import { useT } from '@/lib/i18n/i18n';

type OrderLineVariantProps = {
  variant: Order['items'][number]['variant'];
  /** The owner's pages: the SKU too, to pick the right doll off the shelf. */
  withSku?: boolean;
  className?: string;
};

/** "Varian: 50 cm / Pink" (and "Kode SKU: BR-50-PNK" for the owner) as the line was ordered; nothing without either. */
export function OrderLineVariant({ variant, withSku = false, className }: OrderLineVariantProps) {
  const t = useT();
  const parts = [
    variant.label ? t('orders.variant', { label: variant.label }) : null,
    withSku && variant.sku ? t('orders.sku', { sku: variant.sku }) : null,
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return <p className={cn('text-xs font-semibold text-cocoa-700', className)}>{parts.join(' · ')}</p>;
}
