import { useId, type ReactNode } from 'react';

const TONES = {
  plain: {
    row: 'flex items-center justify-between gap-3 text-sm',
    term: 'text-stone-500',
    value: 'font-semibold text-cocoa-900',
  },
  discount: {
    row: 'flex items-center justify-between gap-3 text-sm',
    term: 'text-stone-500',
    value: 'font-semibold text-emerald-700',
  },
  total: {
    row: 'flex items-center justify-between gap-3 border-t border-dashed border-cream-300 pt-3',
    term: 'font-extrabold text-cocoa-900',
    value: 'text-xl font-extrabold text-rose-700',
  },
} as const;

/**
 * One figure of an order's sum (`orderAmounts`), in the cart and the checkout alike: its term is the <label> of the
 * <output> that holds the number, so getByLabel('Total') finds the number and a screen reader reads them together.
 */
export function AmountRow({
  label,
  note,
  value,
  tone = 'plain',
}: {
  label: string;
  /** Said after the term in small type: how many lines, which voucher. */
  note?: ReactNode;
  value: string;
  tone?: keyof typeof TONES;
}) {
  const id = useId();
  const look = TONES[tone];
  return (
    <div className={look.row}>
      <dt className={look.term}>
        <label htmlFor={id}>{label}</label>
        {note ? <span className="text-xs"> ({note})</span> : null}
      </dt>
      <dd>
        <output id={id} className={look.value}>
          {value}
        </output>
      </dd>
    </div>
  );
}
