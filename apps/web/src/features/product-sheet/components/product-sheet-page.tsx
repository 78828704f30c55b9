import { useT } from '@/lib/i18n/i18n';
import { ProductSheetExport } from './product-sheet-export';
import { ProductSheetImport } from './product-sheet-import';

/** The owner's products sheet (issue 44): the export, then the import with its preview. */
export function ProductSheetPage() {
  const t = useT();
  return (
    <section className="mx-auto max-w-6xl space-y-6">
      <div>
        <h1 className="text-3xl font-extrabold text-cocoa-900">{t('productSheet.title')}</h1>
        <p className="mt-1 text-sm text-stone-600">{t('productSheet.subtitle')}</p>
      </div>
      <ProductSheetExport />
      <ProductSheetImport />
    </section>
  );
}
