import { useEffect, useEffectEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import type { CartProduct } from '@boneka/shared';
import { Alert, type Flash } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CartIcon } from '@/components/ui/icons';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { paths } from '@/config/paths';
import { buyNowLine, saveCheckoutData } from '@/lib/checkout-data';
import { useT } from '@/lib/i18n/i18n';
import type { SignInHandoff } from '@/lib/return-path';
import { useSession } from '@/lib/session';
import { useAddCartItem } from '../api/add-cart-item';
import { stockAwareMessage } from './cart-messages';
import { rememberPurchase, takePurchase } from './purchase-intent';
import { WishlistToggle } from './wishlist-toggle';

type ProductPurchaseProps = { product: CartProduct };

/**
 * The product page's quantity (1..stock), 'Tambahkan ke Keranjang', 'Beli Sekarang' and the wishlist heart. A guest
 * is sent to sign in and comes back here, where what they asked for is done once. 'Beli Sekarang' goes straight to
 * the checkout with this item alone; the cart is left as it is.
 */
export function ProductPurchase({ product }: ProductPurchaseProps) {
  const t = useT();
  const navigate = useNavigate();
  const session = useSession();
  const add = useAddCartItem();
  const [quantity, setQuantity] = useState(1);
  const [flash, setFlash] = useState<Flash>(null);
  const soldOut = product.stock <= 0;
  const shown = Math.min(quantity, Math.max(1, product.stock));

  const buyNow = (units: number) => {
    saveCheckoutData({ selectedItems: [buyNowLine(product, units)], appliedVoucher: null });
    void navigate(paths.checkout.href());
  };

  const addToCart = (units: number) => {
    setFlash(null);
    add.mutate(
      { product_id: product.product_id, quantity: units },
      {
        onSuccess: () => setFlash({ tone: 'success', text: t('cart.added', { name: product.name }) }),
        onError: (error) =>
          setFlash({ tone: 'error', text: stockAwareMessage(error, t('cart.addFailed'), t, product.name) }),
      },
    );
  };

  const buy = (now: boolean) => {
    if (!session.isSignedIn) {
      rememberPurchase({ productId: product.product_id, quantity: shown, buyNow: now });
      const handoff: SignInHandoff = { signInToBuy: true };
      void navigate(paths.login.href(paths.product.href(product.product_id)), { state: handoff });
      return;
    }
    if (now) buyNow(shown);
    else addToCart(shown);
  };

  // Back from signing in: what the guest asked for, once (the intent is taken out of storage as it is read).
  const actOnIntent = useEffectEvent(() => {
    const intent = takePurchase(product.product_id);
    if (!intent) return;
    const units = Math.min(intent.quantity, Math.max(1, product.stock));
    setQuantity(units);
    if (intent.buyNow) buyNow(units);
    else addToCart(units);
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
          max={Math.max(1, product.stock)}
          onChange={setQuantity}
          disabled={soldOut}
          decreaseLabel={t('cart.decrease')}
          increaseLabel={t('cart.increase')}
          inputLabel={t('cart.quantity')}
        />
        {!soldOut ? (
          <span className="text-xs text-stone-500">{t('cart.maxQuantity', { count: product.stock })}</span>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-3">
        <Button
          variant="outline"
          size="lg"
          className="flex-auto px-5 whitespace-nowrap"
          disabled={soldOut || add.isPending}
          onClick={() => buy(false)}
        >
          <CartIcon className="size-5" />
          {t('cart.addToCart')}
        </Button>
        <Button
          size="lg"
          className="flex-auto px-5 whitespace-nowrap"
          disabled={soldOut || add.isPending}
          onClick={() => buy(true)}
        >
          {t('cart.buyNow')}
        </Button>
        {session.isSignedIn ? (
          <WishlistToggle product={product} onResult={(tone, text) => setFlash({ tone, text })} />
        ) : null}
      </div>
      {flash ? <Alert tone={flash.tone}>{flash.text}</Alert> : null}
    </div>
  );
}
