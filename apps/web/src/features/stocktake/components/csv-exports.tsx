import { useState } from 'react';
import { ORDER_STATUSES, type OrderStatus } from '@boneka/shared';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form-field';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { wibDay } from '@/lib/format';
import { useT, type MessageKey } from '@/lib/i18n/i18n';
import { useDownloadCsv, type CsvExport } from '../api/download-csv';

const DAY_MS = 24 * 3600_000;
/** Today and the six WIB days before it. */
const lastWeek = () => ({ from: wibDay(new Date(Date.now() - 6 * DAY_MS)), to: wibDay(new Date()) });
const STATUS_LABELS: Record<OrderStatus, MessageKey> = {
  pending: 'orderStatus.pending',
  confirmed: 'orderStatus.confirmed',
  processing: 'orderStatus.processing',
  shipped: 'orderStatus.shipped',
  delivered: 'orderStatus.delivered',
  cancelled: 'orderStatus.cancelled',
};

const card = 'rounded-3xl border border-rose-100 bg-white p-5 shadow-sm sm:p-6';

/** "Ekspor pesanan" (a range of WIB days, a status) and "Ekspor produk": each a CSV download for Excel. */
export function CsvExports() {
  const t = useT();
  const { show } = useToast();
  const [range, setRange] = useState(lastWeek);
  const [status, setStatus] = useState<OrderStatus | null>(null);
  const download = useDownloadCsv();

  const save = async (what: CsvExport) => {
    try {
      show('success', t('stocktake.downloaded', { file: await download.mutateAsync(what) }));
    } catch (error) {
      show('error', errorMessage(error, t('stocktake.downloadFailed')));
    }
  };
  const busy = (kind: CsvExport['kind']) => download.isPending && download.variables?.kind === kind;

  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <form
        className={card}
        aria-labelledby="orders-export-title"
        onSubmit={(event) => {
          event.preventDefault();
          void save({ kind: 'orders', ...range, status });
        }}
      >
        <h2 id="orders-export-title" className="text-lg font-bold text-cocoa-900">
          {t('stocktake.ordersTitle')}
        </h2>
        <p className="mt-1 text-sm text-stone-600">{t('stocktake.ordersHint')}</p>
        <div className="mt-4 grid gap-3 sm:grid-cols-2">
          <TextField
            label={t('stocktake.from')}
            type="date"
            required
            value={range.from}
            max={range.to}
            onChange={(event) => setRange((r) => ({ ...r, from: event.target.value }))}
          />
          <TextField
            label={t('stocktake.to')}
            type="date"
            required
            value={range.to}
            min={range.from}
            onChange={(event) => setRange((r) => ({ ...r, to: event.target.value }))}
          />
          <SelectField
            label={t('stocktake.status')}
            value={status ?? ''}
            onChange={(event) => setStatus((event.target.value || null) as OrderStatus | null)}
          >
            <option value="">{t('stocktake.allStatuses')}</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(STATUS_LABELS[s])}
              </option>
            ))}
          </SelectField>
          <div className="flex items-end">
            <Button variant="outline" size="sm" className="h-11 w-full" onClick={() => setRange(lastWeek())}>
              {t('stocktake.lastWeek')}
            </Button>
          </div>
        </div>
        <Button type="submit" className="mt-4 w-full sm:w-auto" disabled={download.isPending}>
          {busy('orders') ? t('stocktake.downloading') : t('stocktake.downloadOrders')}
        </Button>
      </form>
      <section className={card} aria-labelledby="products-export-title">
        <h2 id="products-export-title" className="text-lg font-bold text-cocoa-900">
          {t('stocktake.productsTitle')}
        </h2>
        <p className="mt-1 text-sm text-stone-600">{t('stocktake.productsHint')}</p>
        <Button
          className="mt-4 w-full sm:w-auto"
          disabled={download.isPending}
          onClick={() => void save({ kind: 'products' })}
        >
          {busy('products') ? t('stocktake.downloading') : t('stocktake.downloadProducts')}
        </Button>
      </section>
    </div>
  );
}
