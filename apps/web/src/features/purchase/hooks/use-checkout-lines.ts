import { useState } from 'react';
import type { CheckoutData, CheckoutLine, LineRef, PendingOrderDraft } from '@/lib/checkout-data';
import { lineKey } from '../components/checkout-lines';

/** A line's price and stock as the server has them now, found by its variant. */
export type LineFacts = Pick<CheckoutLine, 'variant_id' | 'product' | 'variant'>;

/** The lines handed over, at the quantities a draft kept (when it kept any of them). */
function initialLines(data: CheckoutData, draft: PendingOrderDraft | null): CheckoutLine[] {
  if (!draft || draft.lines.length === 0) return data.selectedItems;
  const kept = data.selectedItems.flatMap((item) => {
    const line = draft.lines.find((entry) => lineKey(entry) === lineKey(item));
    return line ? [{ ...item, quantity: line.quantity }] : [];
  });
  return kept.length > 0 ? kept : data.selectedItems;
}

/** The lines being ordered: their quantities, removing one, and the server's fresh prices and stock laid over them. */
export function useCheckoutLines(data: CheckoutData, draft: PendingOrderDraft | null) {
  const [lines, setLines] = useState(() => initialLines(data, draft));

  const setQuantity = (which: LineRef, quantity: number) =>
    setLines((current) => current.map((line) => (lineKey(line) === lineKey(which) ? { ...line, quantity } : line)));

  const removeLine = (which: LineRef) =>
    setLines((current) => current.filter((line) => lineKey(line) !== lineKey(which)));

  /** A sold-out line leaves; another keeps at most what is in stock. Lines the facts do not name stay as they are. */
  const applyFacts = (fresh: readonly LineFacts[]) =>
    setLines((current) =>
      current.flatMap((line) => {
        const match = fresh.find((item) => item.variant_id === line.variant_id);
        if (!match) return [line];
        if (match.product.stock <= 0) return [];
        return [
          {
            ...line,
            product: match.product,
            variant: match.variant,
            quantity: Math.min(line.quantity, match.product.stock),
          },
        ];
      }),
    );

  return { lines, setQuantity, removeLine, applyFacts };
}
