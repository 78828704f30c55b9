import { useState, type FormEvent } from 'react';
import { RETURN_NOTE_MAX, type Order } from '@boneka/shared';
import { useToast } from '@/components/ui/toast';
import { errorText } from '@/lib/error-text';
import { useT } from '@/lib/i18n/i18n';
import { useReceiveReturn } from '../api/receive-return';

/** One order line as the owner fills it in: the units that came back (as typed), and whether they can be sold. */
type LineInput = { quantity: string; sellable: boolean | null };
type LineErrors = { quantity?: string; sellable?: string };

/** A whole number from 0 to `max`, as typed; null when it is not one. */
const unitsOf = (typed: string, max: number): number | null => {
  const text = typed.trim();
  if (!/^\d{1,6}$/.test(text)) return null;
  const units = Number(text);
  return units <= max ? units : null;
};

/**
 * "Barang diterima": per order line, the units that came back (all of them, first) and whether they are sellable
 * (asked, never assumed: a damaged doll must not go back on sale by default). A line with nothing back is left out.
 */
export function useReturnReceived(order: Order) {
  const t = useT();
  const { show } = useToast();
  const receive = useReceiveReturn();
  const [lines, setLines] = useState<Record<number, LineInput>>(() =>
    Object.fromEntries(
      order.items.map((item) => [item.order_item_id, { quantity: String(item.quantity), sellable: null }]),
    ),
  );
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<number, LineErrors>>({});
  const [formError, setFormError] = useState<string>();

  const lineOf = (id: number) => lines[id] ?? { quantity: '0', sellable: null };
  const change = (id: number, patch: Partial<LineInput>) => {
    setLines((current) => ({ ...current, [id]: { ...lineOf(id), ...patch } }));
    setErrors((current) => ({ ...current, [id]: {} }));
    setFormError(undefined);
  };
  const toStock = order.items.reduce((sum, item) => {
    const line = lineOf(item.order_item_id);
    return sum + (line.sellable === true ? (unitsOf(line.quantity, item.quantity) ?? 0) : 0);
  }, 0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems: Record<number, LineErrors> = {};
    const body = order.items.flatMap((item) => {
      const line = lineOf(item.order_item_id);
      const units = unitsOf(line.quantity, item.quantity);
      if (units === null)
        problems[item.order_item_id] = { quantity: t('return.quantityInvalid', { max: item.quantity }) };
      else if (units > 0 && line.sellable === null)
        problems[item.order_item_id] = { sellable: t('return.sellableRequired') };
      return units && line.sellable !== null
        ? [{ order_item_id: item.order_item_id, quantity: units, sellable: line.sellable }]
        : [];
    });
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      return;
    }
    try {
      await receive.mutateAsync({
        orderId: order.order_id,
        received: { lines: body, ...(note.trim() ? { note: note.trim() } : {}) },
      });
      show('success', t('return.receiveSaved', { count: toStock }));
    } catch (error) {
      setFormError(errorText(error, t, t('return.receiveFailed')));
    }
  };

  return {
    lineOf,
    changeQuantity: (id: number, quantity: string) => change(id, { quantity }),
    changeSellable: (id: number, sellable: boolean) => change(id, { sellable }),
    errorsOf: (id: number): LineErrors => errors[id] ?? {},
    note,
    changeNote: (value: string) => {
      setNote(value);
      setFormError(undefined);
    },
    noteMax: RETURN_NOTE_MAX,
    toStock,
    formError,
    submit,
    busy: receive.isPending,
  };
}
