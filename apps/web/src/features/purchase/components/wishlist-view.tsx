import { useId } from 'react';
import { Link } from 'react-router';
import type { WishlistItem } from '@boneka/shared';
import { formatRupiah } from '@boneka/shared/money';
import type { AlertTone } from '@/components/ui/alert';
import { Button, buttonClass } from '@/components/ui/button';
import { CartIcon, TrashIcon } from '@/components/ui/icons';
import { ProductImage } from '@/components/ui/product-image';
import { SalePrice } from '@/components/ui/sale-price';
import { LoadingPanel } from '@/components/ui/spinner';
import { StatusPanel } from '@/components/ui/status-panel';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/error-text';
import { useT } from '@/lib/i18n/i18n';
import { useWishlist } from '../api/get-wishlist';
import { useMoveToCart } from '../api/move-to-cart';
import { useRemoveFromWishlist } from '../api/remove-from-wishlist';
import { stockAwareMessage } from './cart-messages';
import { lineName, VariantLabel } from './line-variant';

function WishlistCard({ item, onResult }: { item: WishlistItem; onResult: (tone: AlertTone, text: string) => void }) {
  const t = useT();
  const titleId = useId();
  const variantId = useId();
  const move = useMoveToCart();
  const remove = useRemoveFromWishlist();
  const { product } = item;
  const name = lineName(item);
  const soldOut = product.stock <= 0;
  const unavailable = !item.variant.available;
  const busy = move.isPending || remove.isPending;
  const href = paths.product.href(item.product_id);

  // Awaited rather than per-call callbacks: the card leaves the list (unmounts) before the call settles.
  const moveItem = async () => {
    try {
      await move.mutateAsync({ productId: item.product_id, variantId: item.variant_id });
      onResult('success', t('wishlist.movedToCart', { name }));
    } catch (error) {
      onResult('error', stockAwareMessage(error, t('wishlist.moveFailed'), t, name));
    }
  };
  const removeItem = async () => {
    try {
      await remove.mutateAsync({ productId: item.product_id, variantId: item.variant_id });
      onResult('info', t('wishlist.removed', { name }));
    } catch (error) {
      onResult('error', errorText(error, t, t('wishlist.removeFailed')));
    }
  };

  return (
    <article
      aria-labelledby={item.variant.label ? `${titleId} ${variantId}` : titleId}
      className="flex overflow-hidden rounded-3xl border border-rose-100 bg-white shadow-soft sm:h-full sm:flex-col"
    >
      <div className="relative w-32 shrink-0 sm:w-auto">
        <Link to={href} tabIndex={-1} aria-hidden="true" className="block h-full">
          <ProductImage
            src={product.image_url}
            alt=""
            className="h-full min-h-36 w-full sm:aspect-[4/3] sm:h-auto"
            fallbackClassName="text-6xl sm:text-7xl"
          />
        </Link>
        <button
          type="button"
          disabled={busy}
          aria-label={t('wishlist.remove')}
          title={t('wishlist.remove')}
          onClick={() => void removeItem()}
          className="absolute top-2 right-2 grid size-9 cursor-pointer place-items-center rounded-full bg-white/90 text-stone-500 shadow-sm transition-colors hover:bg-white hover:text-red-600 disabled:cursor-wait disabled:opacity-60"
        >
          <TrashIcon className="size-4.5" />
        </button>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5 p-4">
        <p className="text-[11px] font-bold tracking-wide text-rose-700 uppercase">{product.category.name}</p>
        <h2 id={titleId} className="leading-snug font-extrabold">
          <Link to={href} className="hover:text-rose-600">
            {product.name}
          </Link>
        </h2>
        <VariantLabel id={variantId} variant={item.variant} />
        {item.variant.sale ? (
          <p>
            <SalePrice sale={item.variant.sale} priceClassName="text-lg" />
          </p>
        ) : (
          <p className="text-lg font-extrabold text-rose-700">{formatRupiah(product.price)}</p>
        )}
        <p
          className={soldOut || unavailable ? 'text-xs font-bold text-red-600' : 'text-xs font-semibold text-stone-500'}
        >
          {unavailable
            ? t('cart.lineUnavailable')
            : soldOut
              ? t('product.outOfStock')
              : t('product.stock', { count: product.stock })}
        </p>
        <div className="mt-auto pt-3">
          <button
            type="button"
            className="inline-flex min-h-9 w-full cursor-pointer items-center justify-center gap-2 rounded-full bg-rose-600 px-3.5 py-1.5 text-sm leading-tight font-semibold text-white shadow-sm shadow-rose-300/60 transition-colors hover:bg-rose-600 disabled:cursor-not-allowed disabled:opacity-55"
            disabled={soldOut || unavailable || busy}
            onClick={() => void moveItem()}
          >
            <CartIcon className="size-4 shrink-0" />
            {t('wishlist.moveToCart')}
          </button>
        </div>
      </div>
    </article>
  );
}

/** /wishlist: the dolls saved for later, each movable to the cart. */
export function WishlistView() {
  const t = useT();
  const wishlist = useWishlist();
  const { show } = useToast();

  let content;
  if (wishlist.isPending) content = <LoadingPanel text={t('common.loading')} />;
  else if (wishlist.isError) {
    content = (
      <StatusPanel
        headingLevel={2}
        title={t('wishlist.loadFailed')}
        action={<Button onClick={() => void wishlist.refetch()}>{t('catalog.retry')}</Button>}
      />
    );
  } else if (wishlist.data.length === 0) {
    content = (
      <StatusPanel
        headingLevel={2}
        title={t('wishlist.emptyTitle')}
        text={t('wishlist.emptyText')}
        action={
          <Link to={paths.products.href()} className={buttonClass('primary')}>
            {t('wishlist.browse')}
          </Link>
        }
      />
    );
  } else {
    content = (
      <ul aria-label={t('wishlist.listLabel')} className="grid gap-3 sm:grid-cols-2 sm:gap-5 md:grid-cols-3">
        {wishlist.data.map((item) => (
          <li key={item.wishlist_item_id}>
            <WishlistCard item={item} onResult={show} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-extrabold sm:text-3xl">{t('page.wishlist')}</h1>
        <p className="mt-1 text-sm text-stone-500">{t('wishlist.subtitle')}</p>
      </div>
      {content}
    </div>
  );
}
