import { cn } from '@/components/ui/cn';
import { useT, type MessageKey } from '@/lib/i18n/i18n';
import type { Decision } from '../hooks/use-complaint-answer';

const DECISIONS: { value: Decision; label: MessageKey; hint: MessageKey }[] = [
  { value: 'refund', label: 'adminOrders.complaintRefund', hint: 'adminOrders.complaintRefundHint' },
  { value: 'return', label: 'return.decision', hint: 'return.decisionHint' },
  { value: 'decline', label: 'adminOrders.complaintDecline', hint: 'adminOrders.complaintDeclineHint' },
];

type ComplaintDecisionChoiceProps = {
  name: string;
  decision: Decision | null;
  /** The decisions the complaint can take now ("kembalikan barang" only before any return, decision 059). */
  offered: readonly Decision[];
  disabled: boolean;
  onChoose: (decision: Decision) => void;
};

/** A refund, the goods asked back, or a decline, each with what it means; nothing is chosen first. */
export function ComplaintDecisionChoice({ name, decision, offered, disabled, onChoose }: ComplaintDecisionChoiceProps) {
  const t = useT();
  const options = DECISIONS.filter((option) => offered.includes(option.value));
  return (
    <fieldset disabled={disabled}>
      <legend className="mb-1.5 text-sm font-semibold text-cocoa-700">{t('adminOrders.complaintDecision')}</legend>
      <div className={cn('grid gap-2', options.length > 2 ? 'sm:grid-cols-3' : 'grid-cols-2')}>
        {options.map((option) => {
          const checked = decision === option.value;
          return (
            <label
              key={option.value}
              className={cn(
                'flex cursor-pointer items-start gap-2.5 rounded-xl border px-3 py-2.5 transition-colors',
                checked ? 'border-rose-400 bg-rose-50 ring-2 ring-rose-100' : 'border-cream-300 hover:border-rose-200',
              )}
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={checked}
                onChange={() => onChoose(option.value)}
                className="mt-0.5 size-4 shrink-0 accent-rose-500"
              />
              <span className="min-w-0">
                <span className="block text-sm font-bold text-cocoa-900">{t(option.label)}</span>
                <span className="block text-xs text-stone-600">{t(option.hint)}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
