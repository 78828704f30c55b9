import { PageTitle } from '@/components/layout/page-title';
import { CsvExports } from '@/features/stocktake/components/csv-exports';
import { StockImport } from '@/features/stocktake/components/stock-import';
import { useT } from '@/lib/i18n/i18n';
import '@/lib/i18n/messages/admin-stocktake';
import '@/lib/i18n/messages/orders';

/** /admin/stok: the owner's CSV exports and the stock sheet import (issue 30). */
export function AdminStockToolsRoute() {
  const t = useT();
  return (
    <>
      <PageTitle titleKey="stocktake.title" />
      <section className="mx-auto max-w-6xl space-y-6">
        <div>
          <h1 className="text-3xl font-extrabold text-cocoa-900">{t('stocktake.title')}</h1>
          <p className="mt-1 text-sm text-stone-500">{t('stocktake.subtitle')}</p>
        </div>
        <CsvExports />
        <StockImport />
      </section>
    </>
  );
}
