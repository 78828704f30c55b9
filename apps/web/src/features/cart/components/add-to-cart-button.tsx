import { useNavigate } from 'react-router';
import type { AlertTone } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CartIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/i18n';
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
 * A catalogue card's Add button: one doll into the cart. A guest signs in first and comes back to the doll's page,
 * where it is added (product-purchase.tsx).
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
        onError: (error) => onResult('error', stockAwareMessage(error, t('cart.addFailed'), t, product.name)),
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
