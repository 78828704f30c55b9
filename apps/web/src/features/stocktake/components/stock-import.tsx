import { useId, useState, type ReactNode } from 'react';
import { formatRupiah, type StockImportPreview, type StockSheetField, type StockSheetMoved } from '@boneka/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/form-field';
import { cn } from '@/components/ui/cn';
import { errorMessage, isApiError } from '@/lib/api-client';
import { formatCount } from '@/lib/format';
import { useLanguage, useT } from '@/lib/i18n/i18n';
import { useApplyStockSheet } from '../api/apply-stock-sheet';
import { usePreviewStockSheet } from '../api/preview-stock-sheet';
import { FIELD_LABELS, stockProblemText } from './stock-problem-text';

const cell = 'px-3 py-2.5';

/** "Impor stok": a CSV sheet previewed (its changes, its wrong rows and why), then applied as previewed. */
export function StockImport() {
  const t = useT();
  const { language } = useLanguage();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [moved, setMoved] = useState<StockSheetMoved[]>([]);
  const preview = usePreviewStockSheet();
  const apply = useApplyStockSheet();
  const shown = preview.data;

  const value = (field: StockSheetField, n: number | null) =>
    n === null ? t('stocktake.gone') : field === 'price' ? formatRupiah(n) : formatCount(n, language);

  const read = async () => {
    setError(null);
    setMoved([]);
    apply.reset();
    if (!file) {
      setError(t('stocktake.chooseFile'));
      return;
    }
    try {
      await preview.mutateAsync(file);
    } catch (failure) {
      preview.reset();
      setError(errorMessage(failure, t('stocktake.previewFailed')));
    }
  };
  const applyShown = async (sheet: StockImportPreview) => {
    setError(null);
    try {
      await apply.mutateAsync(sheet.import_id);
    } catch (failure) {
      if (isApiError(failure) && failure.code === 'STALE_PREVIEW') {
        setMoved((failure.body?.moved as StockSheetMoved[] | undefined) ?? []);
        setError(t('stocktake.moved'));
      } else setError(errorMessage(failure, t('stocktake.applyFailed')));
    }
  };

  return (
    <section
      className="rounded-3xl border border-rose-100 bg-white p-5 shadow-sm sm:p-6"
      aria-labelledby="stock-import-title"
    >
      <h2 id="stock-import-title" className="text-lg font-bold text-cocoa-900">
        {t('stocktake.importTitle')}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-stone-600">{t('stocktake.importHint')}</p>
      <form
        className="mt-4 flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          void read();
        }}
      >
        <div className="w-full min-w-0 sm:w-auto sm:flex-1">
          <label htmlFor={fileId} className="mb-1.5 block text-sm font-semibold text-cocoa-800">
            {t('stocktake.file')}
          </label>
          <input
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            className={cn(
              inputClass,
              'h-auto py-2 file:mr-3 file:rounded-full file:border-0 file:bg-rose-100 file:px-3 file:py-1.5 file:font-semibold file:text-rose-700',
            )}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              preview.reset();
              apply.reset();
              setError(null);
              setMoved([]);
            }}
          />
        </div>
        <Button type="submit" disabled={preview.isPending}>
          {preview.isPending ? t('stocktake.previewing') : t('stocktake.preview')}
        </Button>
      </form>

      {error ? (
        <Alert tone="error" className="mt-4">
          <span>
            {error}
            {moved.length > 0 ? (
              <ul className="mt-1 list-disc pl-5 font-normal">
                {moved.map((m) => (
                  <li key={`${m.row}-${m.field}`}>
                    {t('stocktake.movedItem', {
                      row: m.row,
                      product: m.sku ?? m.product_name,
                      field: t(FIELD_LABELS[m.field]),
                      expected: value(m.field, m.expected),
                      current: value(m.field, m.current),
                    })}
                  </li>
                ))}
              </ul>
            ) : null}
          </span>
        </Alert>
      ) : null}

      {shown ? (
        <div className="mt-5 space-y-5">
          <p className="text-sm font-semibold text-cocoa-800" role="status">
            {t('stocktake.summary', {
              rows: shown.rows,
              changes: shown.changes.length,
              unchanged: shown.unchanged,
              problems: new Set(shown.problems.map((p) => p.row)).size,
            })}
          </p>

          {shown.problems.length > 0 ? (
            <div>
              <h3 className="text-base font-bold text-red-800">{t('stocktake.problemsTitle')}</h3>
              <p className="mt-0.5 text-sm text-stone-600">{t('stocktake.problemsHint')}</p>
              <ScrollRegion
                label={t('stocktake.problemsTitle')}
                className="mt-2 overflow-x-auto rounded-2xl border border-red-200"
              >
                <table className="w-full text-left text-sm">
                  <thead className="bg-red-50 text-xs tracking-wide text-red-900 uppercase">
                    <tr>
                      <th className={cell}>{t('stocktake.row')}</th>
                      <th className={cell}>{t('stocktake.target')}</th>
                      <th className={cell}>{t('stocktake.reason')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {shown.problems.map((p, index) => (
                      <tr key={index} className="border-t border-red-100 bg-red-50/60 align-top">
                        <td className={cn(cell, 'font-semibold tabular-nums')}>{p.row}</td>
                        <td className={cn(cell, 'font-mono text-xs whitespace-nowrap')}>
                          {p.sku ?? (p.product_id ? `#${p.product_id}` : '-')}
                        </td>
                        <td className={cn(cell, 'text-red-800')}>{stockProblemText(t, p)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ScrollRegion>
            </div>
          ) : null}

          <div>
            <h3 className="text-base font-bold text-cocoa-900">{t('stocktake.changesTitle')}</h3>
            {shown.changes.length === 0 ? (
              <p className="mt-1 text-sm text-stone-600">{t('stocktake.noChanges')}</p>
            ) : (
              <>
                {/* A phone lists each change as a card; wider screens read them as a table. */}
                <ul className="mt-2 space-y-2 sm:hidden">
                  {shown.changes.map((c) => (
                    <li key={`${c.row}-${c.field}`} className="rounded-2xl border border-rose-100 px-3 py-2.5 text-sm">
                      <span className="block text-xs text-stone-500">
                        {t('stocktake.row')} {c.row} · {c.sku ?? `#${c.product_id}`}
                      </span>
                      <span className="block font-semibold text-cocoa-900">
                        {c.product_name}
                        {c.variant_label ? ` — ${c.variant_label}` : ''}
                      </span>
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
                      {shown.changes.map((c) => (
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

          {apply.data ? (
            <Alert tone="success">
              {t('stocktake.applied', { count: apply.data.applied, products: apply.data.products })}
            </Alert>
          ) : shown.changes.length > 0 ? (
            <div className="flex flex-wrap items-center gap-3">
              <Button
                disabled={!shown.can_apply || apply.isPending}
                aria-describedby={shown.problems.length > 0 ? 'apply-blocked' : undefined}
                onClick={() => void applyShown(shown)}
              >
                {apply.isPending ? t('stocktake.applying') : t('stocktake.apply', { count: shown.changes.length })}
              </Button>
              {shown.problems.length > 0 ? (
                <p id="apply-blocked" className="text-sm text-red-700">
                  {t('stocktake.applyBlocked')}
                </p>
              ) : null}
            </div>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

/** A wide table's sideways-scrolling box: a named region, focusable so that keyboard users can scroll it too. */
function ScrollRegion({ label, className, children }: { label: string; className: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className={className}>
      {children}
    </div>
  );
}
