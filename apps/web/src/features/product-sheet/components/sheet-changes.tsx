import type { ProductSheetPreview } from '@boneka/shared';
import { useT } from '@/lib/i18n/i18n';

/** The products applying the sheet creates or changes, and which of their parts. */
export function SheetChanges({ changes }: { changes: ProductSheetPreview['changes'] }) {
  const t = useT();
  return (
    <div>
      <h3 className="text-base font-bold text-cocoa-900">{t('productSheet.changesTitle')}</h3>
      {changes.length === 0 ? (
        <p className="mt-1 text-sm text-stone-600">{t('productSheet.noChanges')}</p>
      ) : (
        <ul className="mt-2 grid gap-2 sm:grid-cols-2">
          {changes.map((c) => (
            <li key={c.row} className="rounded-2xl border border-rose-100 px-3 py-2.5 text-sm">
              <span className="block text-xs text-stone-600">
                {t('productSheet.row')} {c.row} ·{' '}
                <span
                  className={c.action === 'create' ? 'font-semibold text-emerald-800' : 'font-semibold text-amber-800'}
                >
                  {c.action === 'create' ? t('productSheet.create') : t('productSheet.update')}
                </span>
                {c.product_id ? ` #${c.product_id}` : ''}
              </span>
              <span className="block font-semibold break-words text-cocoa-900">{c.name}</span>
              <span className="block text-stone-700">
                {[
                  t('productSheet.variants', { count: c.variants }),
                  ...(c.new_photos > 0 ? [t('productSheet.newPhotos', { count: c.new_photos })] : []),
                  ...c.parts.map((part) => t(`productSheet.part.${part}`)),
                ].join(' · ')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
