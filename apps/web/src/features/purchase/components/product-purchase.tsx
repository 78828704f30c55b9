import { useEffect, useEffectEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Variant } from '@boneka/shared';
import { formatRupiah } from '@boneka/shared/money';
import { flashRunning, linePrice } from '@boneka/shared/promotions';
import { Alert, type Flash } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PriceKindBadge } from '@/components/ui/price-kind-badge';
import { CartIcon } from '@/components/ui/icons';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { paths } from '@/config/paths';
import { saveCheckoutData } from '@/lib/checkout-data';
import { useT } from '@/lib/i18n/i18n';
import type { SignInHandoff } from '@/lib/return-path';
import { useSession } from '@/lib/session';
import { useHydrated } from '@/lib/use-hydrated';
import { useAddCartItem } from '../api/add-cart-item';
import { stockAwareMessage } from './cart-messages';
import { buyNowLine, type BuyNowProduct } from './checkout-lines';
import { lineName } from './line-variant';
import { rememberPurchase, takePurchase } from './purchase-intent';
import { WishlistToggle } from './wishlist-toggle';

type ProductPurchaseProps = {
  /** The product, with the chosen variant's photo as its picture. */
  product: BuyNowProduct;
  /** The variant chosen on the page; null while the shopper has not chosen every option (or it is not on sale). */
  variant: Variant | null;
  /** Why the buttons are off, said next to them ("Pilih Ukuran dulu, ya."); null when they are not. */
  blocker: string | null;
};

/**
 * The unit price `units` of this variant cost (linePrice: harga coret, a grosir tier, a running flash sale), shown
 * only when the variant has promotions that depend on the quantity; null otherwise (the page's price says it all).
 */
function unitPriceFor(variant: Variant, units: number) {
  const flash = flashRunning(variant.flash, Date.now()) ? variant.flash : null;
  if (!flash && variant.wholesale.length === 0) return null;
  return linePrice({
    price: variant.sale?.price ?? variant.price,
    normal_price: variant.price,
    quantity: units,
    wholesale: variant.wholesale,
    flash,
  });
}

/** The product page's own URL, with the options chosen (`?varian=`): where a guest comes back after signing in. */
const pageOf = (productId: number, variant: Variant) =>
  variant.options.length > 0
    ? `${paths.product.href(productId)}?varian=${variant.variant_id}`
    : paths.product.href(productId);

/**
 * The product page's quantity (1..stock of the chosen variant), 'Tambahkan ke Keranjang', 'Beli Sekarang' and the
 * wishlist heart. Until a variant is chosen the buttons are off and say why. A guest is sent to sign in and comes
 * back here, where what they asked for is done once. 'Beli Sekarang' goes straight to the checkout with this item
 * alone; the cart is left as it is.
 */
export function ProductPurchase({ product, variant, blocker }: ProductPurchaseProps) {
  const t = useT();
  const navigate = useNavigate();
  const session = useSession();
  const add = useAddCartItem();
  const blockerId = useId();
  const [quantity, setQuantity] = useState(1);
  const [flash, setFlash] = useState<Flash>(null);
  const stock = variant?.stock ?? 0;
  const soldOut = variant !== null && stock <= 0;
  const off = variant === null || soldOut;
  const shown = Math.min(quantity, Math.max(1, stock));
  const name = variant ? lineName({ product, variant }) : product.name;
  const unit = variant ? unitPriceFor(variant, shown) : null;

  const buyNow = (chosen: Variant, units: number) => {
    saveCheckoutData({ selectedItems: [buyNowLine(product, chosen, units)], appliedVoucher: null });
    void navigate(paths.checkout.href());
  };

  // The server's page shows the buttons before React runs: until it does, a tap would be lost, so they wait.
  const hydrated = useHydrated();
  const addToCart = (chosen: Variant, units: number) => {
    setFlash(null);
    const title = lineName({ product, variant: chosen });
    add.mutate(
      { product_id: product.product_id, variant_id: chosen.variant_id, quantity: units },
      {
        onSuccess: () => setFlash({ tone: 'success', text: t('cart.added', { name: title }) }),
        onError: (error) => setFlash({ tone: 'error', text: stockAwareMessage(error, t('cart.addFailed'), t, title) }),
      },
    );
  };

  const buy = (now: boolean) => {
    if (!variant) return;
    if (!session.isSignedIn) {
      rememberPurchase({ productId: product.product_id, variantId: variant.variant_id, quantity: shown, buyNow: now });
      const handoff: SignInHandoff = { signInToBuy: true };
      void navigate(paths.login.href(pageOf(product.product_id, variant)), { state: handoff });
      return;
    }
    if (now) buyNow(variant, shown);
    else addToCart(variant, shown);
  };

  // Back from signing in: what the guest asked for, once (the intent is taken out of storage as it is read). The
  // page has chosen the same variant again from its URL; an intent for another one is dropped, not guessed at.
  const actOnIntent = useEffectEvent(() => {
    const intent = takePurchase(product.product_id);
    if (!intent || !variant || (intent.variantId !== undefined && intent.variantId !== variant.variant_id)) return;
    const units = Math.min(intent.quantity, Math.max(1, variant.stock));
    setQuantity(units);
    if (intent.buyNow) buyNow(variant, units);
    else addToCart(variant, units);
  });
  useEffect(() => {
    if (session.isSignedIn) actOnIntent();
  }, [session.isSignedIn, product.product_id]);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <span className="text-sm font-bold text-cocoa-700">{t('cart.quantity')}</span>
        <QuantityStepper
          value={shown}
          max={Math.max(1, stock)}
          onChange={setQuantity}
          disabled={off}
          decreaseLabel={t('cart.decrease')}
          increaseLabel={t('cart.increase')}
          inputLabel={t('cart.quantity')}
        />
        {!off ? <span className="text-xs text-stone-500">{t('cart.maxQuantity', { count: stock })}</span> : null}
      </div>
      {unit && !off ? (
        <p className="flex flex-wrap items-center gap-2 text-sm" data-testid="unit-price">
          <span className="font-bold text-cocoa-900">
            {t('promo.unitPrice', { price: formatRupiah(unit.unit_price) })}
          </span>
          <PriceKindBadge kind={unit.kind} />
        </p>
      ) : null}
      {blocker ? (
        <p id={blockerId} className="rounded-xl bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900">
          {blocker}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button
          variant="outline"
          size="lg"
          className="flex-auto px-5 whitespace-nowrap"
          disabled={!hydrated || off || add.isPending}
          aria-describedby={blocker ? blockerId : undefined}
          onClick={() => buy(false)}
        >
          <CartIcon className="size-5" />
          {t('cart.addToCart')}
        </Button>
        <Button
          size="lg"
          className="flex-auto px-5 whitespace-nowrap"
          disabled={!hydrated || off || add.isPending}
          aria-describedby={blocker ? blockerId : undefined}
          onClick={() => buy(true)}
        >
          {t('cart.buyNow')}
        </Button>
        {session.isSignedIn ? (
          <WishlistToggle
            product={{ product_id: product.product_id, name }}
            variantId={variant?.variant_id}
            onResult={(tone, text) => setFlash({ tone, text })}
          />
        ) : null}
      </div>
      {flash ? <Alert tone={flash.tone}>{flash.text}</Alert> : null}
    </div>
  );
}
