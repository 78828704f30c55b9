import { useEffect, useRef } from 'react';
import type { CartItem } from '@boneka/shared';
import type { AlertTone } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TrashIcon } from '@/components/ui/icons';
import { useT } from '@/lib/i18n/i18n';
import type { CartSelection } from '../hooks/use-cart-selection';
import { CartItemRow } from './cart-item-row';

type CartLinesProps = {
  items: CartItem[];
  selection: CartSelection;
  onRemove: (item: CartItem) => void;
  onClear: () => void;
  onResult: (tone: AlertTone, text: string) => void;
};

/** The cart's lines under 'Pilih Semua' (ticked, unticked or some) and 'Hapus Semua'. */
export function CartLines({ items, selection, onRemove, onClear, onResult }: CartLinesProps) {
  const t = useT();
  const selectAllRef = useRef<HTMLInputElement>(null);
  const { selected, allSelected } = selection;

  useEffect(() => {
    if (selectAllRef.current) selectAllRef.current.indeterminate = selected.length > 0 && !allSelected;
  }, [selected.length, allSelected]);

  return (
    <section
      aria-label={t('cart.listLabel')}
      className="overflow-hidden rounded-3xl border border-rose-100 bg-white shadow-soft"
    >
      <div className="flex items-center justify-between gap-3 border-b border-cream-200 bg-cream-50/60 px-4 py-3 sm:px-5">
        <label className="flex cursor-pointer items-center gap-3 text-sm font-bold whitespace-nowrap text-cocoa-700">
          <input
            ref={selectAllRef}
            type="checkbox"
            checked={allSelected}
            onChange={selection.toggleAll}
            className="size-5 cursor-pointer accent-rose-500"
          />
          {t('cart.selectAll')}
          <span className="hidden font-normal text-stone-500 sm:inline">
            ({selected.length}/{items.length})
          </span>
        </label>
        <Button variant="ghost" size="sm" onClick={onClear} className="shrink-0 whitespace-nowrap text-red-600">
          <TrashIcon className="size-4" />
          {t('cart.clearAll')}
        </Button>
      </div>
      <ul className="divide-y divide-cream-200">
        {items.map((item) => (
          <li key={item.cart_item_id}>
            <CartItemRow
              item={item}
              selected={selection.isSelected(item.cart_item_id)}
              onSelectedChange={(isSelected) => selection.setSelected(item.cart_item_id, isSelected)}
              onRemove={() => onRemove(item)}
              onResult={onResult}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
