import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { CartItem } from '@boneka/shared';
import { formatRupiah } from '@boneka/shared/money';
import type { AlertTone } from '@/components/ui/alert';
import { cn } from '@/components/ui/cn';
import { HeartIcon, TrashIcon } from '@/components/ui/icons';
import { ProductImage } from '@/components/ui/product-image';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/i18n';
import { useMoveToWishlist } from '../api/move-to-wishlist';
import { useUpdateCartItem } from '../api/update-cart-item';
import { withStockReason } from './cart-messages';
import { linePriceOf } from './checkout-lines';
import { lineName, VariantLabel } from './line-variant';
import { LineUnitPrice } from './line-unit-price';

type CartItemRowProps = {
  item: CartItem;
  selected: boolean;
  onSelectedChange: (selected: boolean) => void;
  onRemove: () => void;
  onResult: (tone: AlertTone, text: string) => void;
};

/**
 * One cart line: select, picture, name (to the product) and variant, − / + within 1..the variant's stock, wishlist,
 * remove.
 */
export function CartItemRow({ item, selected, onSelectedChange, onRemove, onResult }: CartItemRowProps) {
  const t = useT();
  const titleId = useId();
  const variantId = useId();
  const update = useUpdateCartItem();
  const move = useMoveToWishlist();
  const [moving, setMoving] = useState(false);
  const { product } = item;
  const name = lineName(item);
  const overStock = item.quantity > product.stock;
  const productHref = paths.product.href(item.product_id);
  const price = linePriceOf(item);

  const changeQuantity = (quantity: number) =>
    update.mutate(
      { cartItemId: item.cart_item_id, quantity },
      { onError: (error) => onResult('error', withStockReason(error, t('cart.updateFailed'), t, name)) },
    );

  // Awaited rather than per-call callbacks: the row leaves the list (unmounts) before the call settles.
  const moveToWishlist = async () => {
    setMoving(true);
    try {
      await move.mutateAsync(item.cart_item_id);
      onResult('success', t('cart.movedToWishlist', { name }));
    } catch {
      setMoving(false);
      onResult('error', t('cart.moveToWishlistFailed'));
    }
  };

  const iconButton =
    'grid size-9 cursor-pointer place-items-center rounded-full text-stone-500 transition-colors disabled:cursor-not-allowed disabled:opacity-40';

  return (
    <article
      aria-labelledby={item.variant.label ? `${titleId} ${variantId}` : titleId}
      aria-busy={moving || undefined}
      className={cn(
        'relative flex gap-3 p-4 transition-opacity duration-300 sm:gap-4 sm:p-5',
        moving && 'pointer-events-none opacity-50',
      )}
    >
      <input
        type="checkbox"
        checked={selected}
        onChange={(event) => onSelectedChange(event.target.checked)}
        aria-label={t('cart.selectItem', { name })}
        className="mt-8 size-5 shrink-0 cursor-pointer accent-rose-500 sm:mt-10"
      />
      <Link to={productHref} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <ProductImage
          src={product.image_url}
          alt=""
          className="size-20 rounded-2xl border border-cream-200 sm:size-24"
          fallbackClassName="text-4xl"
        />
      </Link>
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="text-[11px] font-bold tracking-wide text-rose-700 uppercase">{product.category.name}</p>
            <h2 id={titleId} className="leading-snug font-extrabold">
              <Link to={productHref} className="hover:text-rose-600">
                {product.name}
              </Link>
            </h2>
            <VariantLabel id={variantId} variant={item.variant} className="mt-0.5" />
            <LineUnitPrice line={item} price={price} className="mt-0.5" />
          </div>
          <div className="-mt-1 -mr-1 flex shrink-0">
            <button
              type="button"
              onClick={() => void moveToWishlist()}
              disabled={moving}
              aria-label={t('cart.moveToWishlist')}
              title={t('cart.moveToWishlist')}
              className={cn(iconButton, 'hover:bg-rose-50 hover:text-rose-500')}
            >
              <HeartIcon className="size-5" />
            </button>
            <button
              type="button"
              onClick={onRemove}
              disabled={moving}
              aria-label={t('cart.remove')}
              title={t('cart.remove')}
              className={cn(iconButton, 'hover:bg-red-50 hover:text-red-600')}
            >
              <TrashIcon className="size-5" />
            </button>
          </div>
        </div>
        <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
          <QuantityStepper
            size="sm"
            value={item.quantity}
            max={product.stock}
            onChange={changeQuantity}
            disabled={update.isPending || moving}
            decreaseLabel={t('cart.decrease')}
            increaseLabel={t('cart.increase')}
            inputLabel={t('cart.quantity')}
          />
          <p className="font-extrabold text-cocoa-900">
            <span className="sr-only">{t('cart.lineTotal')}: </span>
            {formatRupiah(price.unit_price * item.quantity)}
          </p>
        </div>
        {!item.variant.available ? (
          <p className="mt-2 rounded-xl bg-red-50 px-3 py-2 text-xs font-semibold text-red-700">
            {t('cart.lineUnavailable')}
          </p>
        ) : overStock ? (
          <p className="mt-2 rounded-xl bg-amber-50 px-3 py-2 text-xs font-semibold text-amber-800">
            {t('cart.overStock', { count: product.stock })}
          </p>
        ) : null}
        {moving ? (
          <p role="status" className="mt-2 text-xs font-bold text-rose-700">
            {t('cart.movingToWishlist')}
          </p>
        ) : null}
      </div>
    </article>
  );
}
