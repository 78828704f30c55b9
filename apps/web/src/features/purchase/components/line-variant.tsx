import type { LineVariant } from '@boneka/shared';
import { lineTitle } from '@boneka/shared/variants';
import { cn } from '@/components/ui/cn';
import { useT } from '@/lib/i18n/i18n';

type Line = { product: { name: string }; variant: Pick<LineVariant, 'label'> };

/** A line's name in a message: "Boneka Beruang — 50 cm / Pink", or the product's name when it has no options. */
export const lineName = ({ product, variant }: Line) => lineTitle(product.name, variant.label);

/** "Varian: 50 cm / Pink" under a line's name; nothing for a product without options. */
export function VariantLabel({
  id,
  variant,
  className,
}: {
  id?: string;
  variant: Line['variant'];
  className?: string;
}) {
  const t = useT();
  if (!variant.label) return null;
  return (
    <p id={id} className={cn('text-xs font-semibold text-cocoa-700', className)}>
      {t('cart.variant', { label: variant.label })}
    </p>
  );
}
