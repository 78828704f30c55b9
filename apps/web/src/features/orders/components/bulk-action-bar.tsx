import type { BulkAction } from '@boneka/shared/schemas/bulk-orders';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/i18n';
import { BAR_ACTIONS, BULK_TEXT } from './bulk-actions';

/**
 * What the owner can do with the ticked orders, kept in sight at the bottom of the screen while the list scrolls (a
 * phone's thumb, a laptop's long list): print labels or packing slips, mark them processed, book their shipments,
 * export them. "Atur Pengiriman" shows unless the shop is known to have no booking (no Komship key).
 */
export function BulkActionBar({
  summary,
  booking,
  onAction,
  onClear,
}: {
  summary: string;
  /** Whether shipments can be booked; undefined when the list did not say (the report then says why not). */
  booking: boolean | undefined;
  onAction: (action: BulkAction) => void;
  onClear: () => void;
}) {
  const t = useT();
  const actions = BAR_ACTIONS.filter((action) => action !== 'book_shipment' || booking !== false);
  return (
    <section
      aria-label={t('adminOrders.bulkBar')}
      className="sticky bottom-0 z-30 -mx-4 border-t border-rose-100 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-10px_30px_-12px_rgba(120,53,15,0.25)] frosted sm:bottom-4 sm:mx-0 sm:rounded-3xl sm:border sm:px-5"
    >
      <div className="flex items-center justify-between gap-3">
        <p className="min-w-0 truncate text-sm font-extrabold text-cocoa-900">{summary}</p>
        <Button variant="ghost" size="sm" className="shrink-0" onClick={onClear}>
          {t('adminOrders.selectClear')}
        </Button>
      </div>
      <div className="-mx-4 mt-2 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
        {actions.map((action) => (
          <Button
            key={action}
            size="sm"
            variant={action === 'labels' ? 'primary' : 'outline'}
            className="shrink-0"
            onClick={() => onAction(action)}
          >
            {t(BULK_TEXT[action].button)}
          </Button>
        ))}
      </div>
    </section>
  );
}
