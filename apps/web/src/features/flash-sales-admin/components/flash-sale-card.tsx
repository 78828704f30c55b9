import type { AdminFlashSale, FlashSaleStatus } from '@boneka/shared';
import { formatRupiah } from '@boneka/shared/money';
import { voucherTime } from '@boneka/shared/vouchers';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { useLanguage, useT } from '@/lib/i18n/i18n';
import { itemTitle } from '../hooks/use-flash-sale-form';

const BADGE: Record<FlashSaleStatus, string> = {
  scheduled: 'bg-sky-50 text-sky-800 ring-sky-200',
  running: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  ended: 'bg-stone-100 text-stone-700 ring-stone-200',
};

type FlashSaleCardProps = {
  sale: AdminFlashSale;
  onEdit: () => void;
  onEnd: () => void;
  onDelete: () => void;
};

/**
 * One flash sale: its name, status and WIB period, each variant with its flash price against its normal one and how
 * much of its quota sold ("Terjual 37/50"), and what can be done (edit or delete before its start, end while it runs).
 */
export function FlashSaleCard({ sale, onEdit, onEnd, onDelete }: FlashSaleCardProps) {
  const t = useT();
  const { language } = useLanguage();
  const headingId = `flash-sale-${sale.flash_sale_id}`;
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'flex h-full flex-col gap-3 rounded-2xl border border-rose-100 bg-white p-4 shadow-xs',
        sale.status === 'ended' && 'bg-cream-50',
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="text-lg font-extrabold break-words text-cocoa-900">
          {sale.name}
        </h2>
        <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-bold ring-1 ring-inset', BADGE[sale.status])}>
          {t(`adminFlash.status.${sale.status}`)}
        </span>
      </div>
      <p className="-mt-1 text-sm text-stone-600">
        {t('adminFlash.period', {
          start: voucherTime(sale.starts_at, language),
          end: voucherTime(sale.ends_at, language),
        })}
      </p>
      <ul aria-label={t('adminFlash.itemsLabel', { name: sale.name })} className="space-y-2.5">
        {sale.items.map((item) => {
          const share = item.quota > 0 ? Math.min(100, Math.round((item.sold / item.quota) * 100)) : 0;
          return (
            <li key={item.flash_sale_item_id} className="space-y-1 text-sm">
              <p className="font-semibold break-words text-cocoa-900">
                {itemTitle(item.product_name, item.variant_label)}
              </p>
              <p className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span>
                  <span className="font-bold text-rose-700">{formatRupiah(item.price)}</span>{' '}
                  <span className="text-xs text-stone-600">
                    {t('adminFlash.normalPrice', { amount: formatRupiah(item.normal_price) })}
                  </span>
                </span>
                <span className="text-xs font-semibold text-cocoa-700">
                  {t('adminFlash.sold', { sold: item.sold, quota: item.quota })}
                </span>
              </p>
              <div aria-hidden="true" className="h-1.5 overflow-hidden rounded-full bg-rose-100">
                <div className="h-full rounded-full bg-rose-500" style={{ width: `${share}%` }} />
              </div>
            </li>
          );
        })}
      </ul>
      {sale.status === 'ended' ? null : (
        <div className="mt-auto flex flex-wrap gap-1.5 pt-1">
          {sale.status === 'scheduled' ? (
            <>
              <Button
                variant="outline"
                size="sm"
                aria-label={t('adminFlash.editLabel', { name: sale.name })}
                onClick={onEdit}
              >
                {t('adminFlash.edit')}
              </Button>
              <Button
                variant="ghost"
                size="sm"
                className="text-red-700 hover:bg-red-50"
                aria-label={t('adminFlash.deleteLabel', { name: sale.name })}
                onClick={onDelete}
              >
                {t('adminFlash.delete')}
              </Button>
            </>
          ) : (
            <Button
              variant="outline"
              size="sm"
              className="text-red-700 hover:bg-red-50"
              aria-label={t('adminFlash.endLabel', { name: sale.name })}
              onClick={onEnd}
            >
              {t('adminFlash.end')}
            </Button>
          )}
        </div>
      )}
    </article>
  );
}
