import type { StockImportPreview } from '@boneka/shared';
import { lineTitle } from '@boneka/shared/variants';
import { cn } from '@/components/ui/cn';
import { useT } from '@/lib/i18n/i18n';
import { ScrollRegion } from './scroll-region';
import { FIELD_LABELS } from './stock-problem-text';
import { useStockValue } from './stock-value';

const cell = 'px-3 py-2.5';

/** What applying the sheet changes, each figure from old to new: cards on a phone, a table on wider screens. */
export function StockChanges({ changes }: { changes: StockImportPreview['changes'] }) {
  const t = useT();
  const value = useStockValue();
  return (
    <div>
      <h3 className="text-base font-bold text-cocoa-900">{t('stocktake.changesTitle')}</h3>
      {changes.length === 0 ? (
        <p className="mt-1 text-sm text-stone-600">{t('stocktake.noChanges')}</p>
      ) : (
        <>
          {/* A phone lists each change as a card; wider screens read them as a table. */}
          <ul className="mt-2 space-y-2 sm:hidden">
            {changes.map((c) => (
              <li key={`${c.row}-${c.field}`} className="rounded-2xl border border-rose-100 px-3 py-2.5 text-sm">
                <span className="block text-xs text-stone-500">
                  {t('stocktake.row')} {c.row} · {c.sku ?? `#${c.product_id}`}
                </span>
                <span className="block font-semibold text-cocoa-900">{lineTitle(c.product_name, c.variant_label)}</span>
                <span className="block tabular-nums">
                  {t(FIELD_LABELS[c.field])}: <span className="text-stone-500">{value(c.field, c.old)}</span> →{' '}
                  <strong>{value(c.field, c.new)}</strong>
                </span>
              </li>
            ))}
          </ul>
          <ScrollRegion
            label={t('stocktake.changesTitle')}
            className="mt-2 hidden overflow-x-auto rounded-2xl border border-rose-100 sm:block"
          >
            <table className="w-full min-w-[640px] text-left text-sm">
              <thead className="bg-cream-100 text-xs tracking-wide text-cocoa-700 uppercase">
                <tr>
                  <th className={cell}>{t('stocktake.row')}</th>
                  <th className={cell}>{t('stocktake.sku')}</th>
                  <th className={cell}>{t('stocktake.product')}</th>
                  <th className={cell}>{t('stocktake.field')}</th>
                  <th className={cn(cell, 'text-right')}>{t('stocktake.change')}</th>
                </tr>
              </thead>
              <tbody>
                {changes.map((c) => (
                  <tr key={`${c.row}-${c.field}`} className="border-t border-rose-50">
                    <td className={cn(cell, 'tabular-nums')}>{c.row}</td>
                    <td className={cn(cell, 'font-mono text-xs whitespace-nowrap')}>{c.sku ?? '-'}</td>
                    <td className={cell}>
                      {c.product_name}
                      {c.variant_label ? <span className="text-stone-500"> — {c.variant_label}</span> : null}
                    </td>
                    <td className={cell}>{t(FIELD_LABELS[c.field])}</td>
                    <td className={cn(cell, 'text-right whitespace-nowrap tabular-nums')}>
                      <span className="text-stone-500">{value(c.field, c.old)}</span> →{' '}
                      <strong className="text-cocoa-900">{value(c.field, c.new)}</strong>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </>
      )}
    </div>
  );
}
