import { useState } from 'react';
import type { CartItem } from '@boneka/shared';
import { useToast } from '@/components/ui/toast';
import { useT } from '@/lib/i18n/i18n';
import { useClearCart } from '../api/clear-cart';
import { useRemoveCartItem } from '../api/remove-cart-item';
import { lineName } from '../components/line-variant';

type Confirmation = { kind: 'remove'; item: CartItem } | { kind: 'clear' } | null;

/** Removing one line, or emptying the cart, once the shopper has confirmed it. */
export function useCartRemoval() {
  const t = useT();
  const { show } = useToast();
  const remove = useRemoveCartItem();
  const clear = useClearCart();
  const [confirmation, setConfirmation] = useState<Confirmation>(null);

  const confirm = async () => {
    if (!confirmation) return;
    try {
      if (confirmation.kind === 'remove') {
        await remove.mutateAsync(confirmation.item.cart_item_id);
        show('success', t('cart.removed', { name: lineName(confirmation.item) }));
      } else {
        await clear.mutateAsync();
        show('success', t('cart.cleared'));
      }
    } catch {
      show('error', confirmation.kind === 'remove' ? t('cart.removeFailed') : t('cart.clearFailed'));
    } finally {
      setConfirmation(null);
    }
  };

  return {
    confirmation,
    askRemove: (item: CartItem) => setConfirmation({ kind: 'remove', item }),
    askClear: () => setConfirmation({ kind: 'clear' }),
    cancel: () => setConfirmation(null),
    confirm,
    busy: remove.isPending || clear.isPending,
  };
}
