import { useId } from 'react';
import { formatRupiah } from '@boneka/shared/money';
import { lineTitle } from '@boneka/shared/variants';
import { TrashIcon } from '@/components/ui/icons';
import { ProductImage } from '@/components/ui/product-image';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import type { CheckoutLine } from '@/lib/checkout-data';
import { useT } from '@/lib/i18n/i18n';
import { lineKey, linePriceOf } from './checkout-lines';
import { LineUnitPrice } from './line-unit-price';

type CheckoutItemsProps = {
  lines: CheckoutLine[];
  disabled: boolean;
  onQuantityChange: (line: CheckoutLine, quantity: number) => void;
  onRemove: (line: CheckoutLine) => void;
};

function CheckoutItem({
  line,
  disabled,
  onQuantityChange,
  onRemove,
}: { line: CheckoutLine } & Omit<CheckoutItemsProps, 'lines'>) {
  const t = useT();
  const titleId = useId();
  const variantId = useId();
  const { product, variant } = line;
  // "Boneka Beruang — 50 cm / Pink": two variants of one doll are two lines, and each says which it is.
  const name = lineTitle(product.name, variant.label);
  const price = linePriceOf(line);
  return (
    <article
      aria-labelledby={variant.label ? `${titleId} ${variantId}` : titleId}
      className="flex gap-3 py-4 first:pt-0 last:pb-0 sm:gap-4"
    >
      <ProductImage
        src={product.image_url}
        alt=""
        className="size-16 shrink-0 rounded-2xl border border-cream-200 sm:size-20"
        fallbackClassName="text-3xl"
      />
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 id={titleId} className="leading-snug font-extrabold">
              {product.name}
            </h3>
            {variant.label ? (
              <p id={variantId} className="text-xs font-semibold text-cocoa-700">
                {t('checkout.variant', { label: variant.label })}
              </p>
            ) : null}
            <LineUnitPrice line={line} price={price} />
          </div>
          <button
            type="button"
            onClick={() => onRemove(line)}
            disabled={disabled}
            aria-label={t('checkout.removeItem', { name })}
            title={t('checkout.removeItem', { name })}
            className="-mt-1 -mr-1 grid size-9 shrink-0 cursor-pointer place-items-center rounded-full text-stone-500 transition-colors hover:bg-red-50 hover:text-red-600 disabled:cursor-not-allowed disabled:opacity-40"
          >
            <TrashIcon className="size-5" />
          </button>
        </div>
        <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
          <QuantityStepper
            size="sm"
            value={line.quantity}
            max={product.stock}
            onChange={(quantity) => onQuantityChange(line, quantity)}
            disabled={disabled}
            decreaseLabel={t('checkout.decrease')}
            increaseLabel={t('checkout.increase')}
            inputLabel={t('checkout.quantity')}
          />
          <p className="font-extrabold text-cocoa-900">
            <span className="sr-only">{t('checkout.lineTotal')}: </span>
            {formatRupiah(price.unit_price * line.quantity)}
          </p>
        </div>
        {line.quantity > product.stock ? (
          <p className="mt-2 rounded-xl bg-amber-50 px-3 py-2 text-xs font-semibold text-amber-800">
            {t('checkout.overStock', { count: product.stock })}
          </p>
        ) : null}
      </div>
    </article>
  );
}

/** The lines being ordered: quantity within 1..stock, and remove (after a confirmation). */
export function CheckoutItems({ lines, ...rest }: CheckoutItemsProps) {
  return (
    <div className="divide-y divide-cream-200">
      {lines.map((line) => (
        <CheckoutItem key={lineKey(line)} line={line} {...rest} />
      ))}
    </div>
  );
}
