import { useNavigate } from 'react-router';
import type { AlertTone } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CartIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/i18n';
import { isApiError } from '@/lib/api-client';
import type { SignInHandoff } from '@/lib/return-path';
import { useSession } from '@/lib/session';
import { useAddCartItem } from '../api/add-cart-item';
import { stockAwareMessage } from './cart-messages';
import { rememberPurchase } from './purchase-intent';

type AddToCartButtonProps = {
  product: { product_id: number; name: string; stock: number };
  onResult: (tone: AlertTone, text: string) => void;
};

/**
 * A catalogue card's Add button: one doll of a product with one variant into the cart (the server takes that
 * variant; a product with several gets the card's "Pilih Varian" instead). A guest signs in first and comes back to
 * the doll's page, where it is added (product-purchase.tsx). When the owner has given the product variants since
 * the card was drawn, the server asks for one (422 VARIANT_REQUIRED) and the shopper goes to choose it.
 */
export function AddToCartButton({ product, onResult }: AddToCartButtonProps) {
  const t = useT();
  const navigate = useNavigate();
  const { isSignedIn } = useSession();
  const add = useAddCartItem();
  const soldOut = product.stock <= 0;

  const onClick = () => {
    if (!isSignedIn) {
      rememberPurchase({ productId: product.product_id, quantity: 1, buyNow: false });
      const handoff: SignInHandoff = { signInToBuy: true };
      void navigate(paths.login.href(paths.product.href(product.product_id)), { state: handoff });
      return;
    }
    add.mutate(
      { product_id: product.product_id, quantity: 1 },
      {
        onSuccess: () => onResult('success', t('cart.added', { name: product.name })),
        onError: (error) => {
          if (isApiError(error) && error.code === 'VARIANT_REQUIRED') {
            void navigate(paths.product.href(product.product_id));
            return;
          }
          onResult('error', stockAwareMessage(error, t('cart.addFailed'), t, product.name));
        },
      },
    );
  };

  return (
    <Button
      size="sm"
      onClick={onClick}
      disabled={soldOut || add.isPending}
      aria-label={soldOut ? t('cart.soldOutLabel', { name: product.name }) : t('cart.addLabel', { name: product.name })}
      className="px-3"
    >
      <CartIcon className="size-4" />
      <span>{soldOut ? t('product.badgeSoldOut') : t('cart.add')}</span>
    </Button>
  );
}
