import type { AlertTone } from '@/components/ui/alert';
import { cn } from '@/components/ui/cn';
import { HeartIcon } from '@/components/ui/icons';
import { errorText } from '@/lib/error-text';
import { useT } from '@/lib/i18n/i18n';
import { useAddToWishlist } from '../api/add-to-wishlist';
import { useWishlist } from '../api/get-wishlist';
import { useRemoveFromWishlist } from '../api/remove-from-wishlist';

type WishlistToggleProps = {
  product: { product_id: number; name: string };
  /** The variant the shopper chose on the page: that one is saved. Without it, the product (any of its variants). */
  variantId?: number;
  onResult: (tone: AlertTone, text: string) => void;
};

/** The heart on a product page (signed-in shoppers): saved or not, one press changes it. */
export function WishlistToggle({ product, variantId, onResult }: WishlistToggleProps) {
  const t = useT();
  const wishlist = useWishlist();
  const add = useAddToWishlist();
  const remove = useRemoveFromWishlist();
  const saved =
    wishlist.data?.some((item) =>
      variantId === undefined ? item.product_id === product.product_id : item.variant_id === variantId,
    ) ?? false;
  const busy = wishlist.isPending || add.isPending || remove.isPending;

  const toggle = () => {
    const fail = (error: unknown) => onResult('error', errorText(error, t, t('wishlist.toggleFailed')));
    if (saved) {
      remove.mutate(
        { productId: product.product_id, variantId },
        {
          onSuccess: () => onResult('info', t('wishlist.removed', { name: product.name })),
          onError: fail,
        },
      );
    } else {
      add.mutate(
        { productId: product.product_id, variantId },
        {
          onSuccess: () => onResult('success', t('wishlist.added', { name: product.name })),
          onError: fail,
        },
      );
    }
  };

  return (
    <button
      type="button"
      onClick={toggle}
      disabled={busy}
      aria-pressed={saved}
      aria-label={t('wishlist.toggle')}
      title={saved ? t('wishlist.removeTitle') : t('wishlist.addTitle')}
      className={cn(
        'grid size-12 shrink-0 cursor-pointer place-items-center rounded-full border transition-colors disabled:cursor-wait disabled:opacity-60',
        saved
          ? 'border-rose-200 bg-rose-50 text-rose-700 hover:bg-rose-100'
          : 'border-cream-300 bg-white text-stone-500 hover:border-rose-200 hover:text-rose-500',
      )}
    >
      <HeartIcon className={cn('size-6', saved && 'fill-current')} />
    </button>
  );
}
