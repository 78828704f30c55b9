import { useId } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/form-field';
import { cn } from '@/components/ui/cn';
import { useT } from '@/lib/i18n/i18n';
import { useStockImport } from '../hooks/use-stock-import';
import { StockChanges } from './stock-changes';
import { StockMovedAlert } from './stock-moved-alert';
import { StockProblemsTable } from './stock-problems-table';

/** "Impor stok": a CSV sheet previewed (its changes, its wrong rows and why), then applied as previewed. */
export function StockImport() {
  const t = useT();
  const fileId = useId();
  const { choose, read, applyShown, error, moved, preview, apply } = useStockImport();
  const shown = preview.data;

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
            onChange={(event) => choose(event.target.files?.[0] ?? null)}
          />
        </div>
        <Button type="submit" disabled={preview.isPending}>
          {preview.isPending ? t('stocktake.previewing') : t('stocktake.preview')}
        </Button>
      </form>

      {error ? <StockMovedAlert error={error} moved={moved} /> : null}

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

          {shown.problems.length > 0 ? <StockProblemsTable problems={shown.problems} /> : null}

          <StockChanges changes={shown.changes} />

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
