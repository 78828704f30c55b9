import { useState } from 'react';
import type { CartItem } from '@boneka/shared';

/** Which cart lines go to the checkout: every line unless unticked, so a line new to the cart starts ticked. */
export function useCartSelection(items: readonly CartItem[]) {
  // The unticked lines: a line that leaves the cart leaves the selection with it.
  const [unselected, setUnselected] = useState<ReadonlySet<number>>(new Set());
  const selected = items.filter((item) => !unselected.has(item.cart_item_id));
  const allSelected = items.length > 0 && selected.length === items.length;

  const setSelected = (cartItemId: number, isSelected: boolean) =>
    setUnselected((current) => {
      const next = new Set(current);
      if (isSelected) next.delete(cartItemId);
      else next.add(cartItemId);
      return next;
    });

  const toggleAll = () => setUnselected(allSelected ? new Set(items.map((item) => item.cart_item_id)) : new Set());

  return {
    selected,
    allSelected,
    isSelected: (cartItemId: number) => !unselected.has(cartItemId),
    setSelected,
    toggleAll,
  };
}

export type CartSelection = ReturnType<typeof useCartSelection>;
