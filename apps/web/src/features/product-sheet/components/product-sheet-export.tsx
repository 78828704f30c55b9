import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n';
import { useDownloadProductSheet, type SheetFormat } from '../api/download-product-sheet';

/** "Ekspor produk": the listed products as a CSV or XLSX sheet, the same columns the import reads. */
export function ProductSheetExport() {
  const t = useT();
  const { show } = useToast();
  const download = useDownloadProductSheet();
  const save = async (format: SheetFormat) => {
    try {
      show('success', t('productSheet.downloaded', { file: await download.mutateAsync(format) }));
    } catch (error) {
      show('error', errorMessage(error, t('productSheet.downloadFailed')));
    }
  };
  const label = (format: SheetFormat) =>
    download.isPending && download.variables === format
      ? t('productSheet.downloading')
      : t(format === 'csv' ? 'productSheet.downloadCsv' : 'productSheet.downloadXlsx');

  return (
    <section
      className="rounded-3xl border border-rose-100 bg-white p-5 shadow-sm sm:p-6"
      aria-labelledby="product-sheet-export-title"
    >
      <h2 id="product-sheet-export-title" className="text-lg font-bold text-cocoa-900">
        {t('productSheet.exportTitle')}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-stone-600">{t('productSheet.exportHint')}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button variant="outline" disabled={download.isPending} onClick={() => void save('csv')}>
          {label('csv')}
        </Button>
        <Button variant="outline" disabled={download.isPending} onClick={() => void save('xlsx')}>
          {label('xlsx')}
        </Button>
      </div>
    </section>
  );
}
