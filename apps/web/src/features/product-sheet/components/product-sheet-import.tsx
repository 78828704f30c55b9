import { useId } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { inputClass } from '@/components/ui/form-field';
import { useT } from '@/lib/i18n/i18n';
import { useProductSheetImport } from '../hooks/use-product-sheet-import';
import { SheetChanges } from './sheet-changes';
import { SheetProblemsTable } from './sheet-problems-table';

const fileInput = cn(
  inputClass,
  'h-auto py-2 file:mr-3 file:rounded-full file:border-0 file:bg-rose-100 file:px-3 file:py-1.5 file:font-semibold file:text-rose-700',
);

/** "Impor produk": a sheet and its photos' ZIP previewed (what changes, which cells are wrong), then applied whole. */
export function ProductSheetImport() {
  const t = useT();
  const sheetId = useId();
  const photosId = useId();
  const { chooseSheet, choosePhotos, read, applyShown, error, problems, preview, apply } = useProductSheetImport();
  const shown = preview.data;

  return (
    <section
      className="rounded-3xl border border-rose-100 bg-white p-5 shadow-sm sm:p-6"
      aria-labelledby="product-sheet-import-title"
    >
      <h2 id="product-sheet-import-title" className="text-lg font-bold text-cocoa-900">
        {t('productSheet.importTitle')}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-stone-600">{t('productSheet.importHint')}</p>
      <form
        className="mt-4 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          void read();
        }}
      >
        <div className="min-w-0">
          <label htmlFor={sheetId} className="mb-1.5 block text-sm font-semibold text-cocoa-800">
            {t('productSheet.sheetFile')}
          </label>
          <input
            id={sheetId}
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            className={fileInput}
            onChange={(event) => chooseSheet(event.target.files?.[0] ?? null)}
          />
        </div>
        <div className="min-w-0">
          <label htmlFor={photosId} className="mb-1.5 block text-sm font-semibold text-cocoa-800">
            {t('productSheet.photosFile')}
          </label>
          <input
            id={photosId}
            type="file"
            accept=".zip,application/zip"
            className={fileInput}
            onChange={(event) => choosePhotos(event.target.files?.[0] ?? null)}
          />
        </div>
        <Button type="submit" disabled={preview.isPending}>
          {preview.isPending ? t('productSheet.previewing') : t('productSheet.preview')}
        </Button>
      </form>

      {error ? (
        <Alert tone="error" className="mt-4">
          {error}
        </Alert>
      ) : null}

      {shown ? (
        <div className="mt-5 space-y-5">
          <p className="text-sm font-semibold text-cocoa-800" role="status">
            {t('productSheet.summary', {
              rows: shown.rows,
              products: shown.products,
              changes: shown.changes.length,
              unchanged: shown.unchanged,
              problems: problems.length,
            })}
          </p>
          {problems.length > 0 ? <SheetProblemsTable problems={problems} /> : null}
          {/* With wrong rows and nothing readable to change, "no changes" would say the sheet is fine. */}
          {shown.changes.length > 0 || problems.length === 0 ? <SheetChanges changes={shown.changes} /> : null}
          {apply.data ? (
            <Alert tone="success">
              {t('productSheet.applied', {
                created: apply.data.created,
                updated: apply.data.updated,
                photos: apply.data.photos,
              })}
            </Alert>
          ) : shown.changes.length > 0 ? (
            <div className="flex flex-wrap items-center gap-3">
              <Button
                disabled={!shown.can_apply || apply.isPending}
                aria-describedby={problems.length > 0 ? 'product-sheet-blocked' : undefined}
                onClick={() => void applyShown(shown)}
              >
                {apply.isPending
                  ? t('productSheet.applying')
                  : t('productSheet.apply', { count: shown.changes.length })}
              </Button>
              {problems.length > 0 ? (
                <p id="product-sheet-blocked" className="text-sm text-red-700">
                  {t('productSheet.applyBlocked')}
                </p>
              ) : null}
            </div>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
