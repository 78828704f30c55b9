import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PlusIcon } from '@/components/ui/icons';
import { LoadingPanel } from '@/components/ui/spinner';
import { useT } from '@/lib/i18n/i18n';
import { useAdminFlashSales } from '../api/get-admin-flash-sales';
import { useFlashSaleDialogs } from '../hooks/use-flash-sale-dialogs';
import { FlashSaleCard } from './flash-sale-card';
import { FlashSaleFormDialog } from './flash-sale-form-dialog';

/**
 * /admin/flash-sale "Flash Sale": every flash sale, newest first, with its status (Terjadwal / Berlangsung /
 * Berakhir), its WIB period and each variant's "Terjual 37/50"; create, edit and delete before the start, "Akhiri
 * sekarang" while it runs (each confirmed first).
 */
export function FlashSalesAdminPage() {
  const t = useT();
  const sales = useAdminFlashSales();
  const { dialog, open, close, saved, confirm, working } = useFlashSaleDialogs();

  const list = sales.data ?? [];
  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-extrabold sm:text-3xl">{t('adminFlash.title')}</h1>
          <p className="mt-1 text-sm text-stone-600">{t('adminFlash.subtitle')}</p>
        </div>
        <Button className="shrink-0" onClick={() => open({ kind: 'create' })}>
          <PlusIcon className="size-4.5" />
          {t('adminFlash.add')}
        </Button>
      </div>

      {sales.isPending ? (
        <LoadingPanel text={t('adminFlash.loading')} />
      ) : sales.isError ? (
        <div className="mx-auto max-w-xl space-y-3">
          <Alert tone="error">{t('adminFlash.loadFailed')}</Alert>
          <div className="flex justify-center">
            <Button variant="outline" size="sm" onClick={() => void sales.refetch()}>
              {t('adminFlash.retry')}
            </Button>
          </div>
        </div>
      ) : list.length === 0 ? (
        <p className="rounded-3xl border-2 border-dashed border-rose-200 bg-rose-50/40 px-6 py-12 text-center font-bold text-cocoa-900">
          {t('adminFlash.empty')}
        </p>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2">
          {list.map((sale) => (
            <li key={sale.flash_sale_id}>
              <FlashSaleCard
                sale={sale}
                onEdit={() => open({ kind: 'edit', sale })}
                onEnd={() => open({ kind: 'end', sale })}
                onDelete={() => open({ kind: 'delete', sale })}
              />
            </li>
          ))}
        </ul>
      )}

      {dialog?.kind === 'create' || dialog?.kind === 'edit' ? (
        <FlashSaleFormDialog sale={dialog.kind === 'edit' ? dialog.sale : null} onCancel={close} onDone={saved} />
      ) : null}
      {dialog?.kind === 'end' || dialog?.kind === 'delete' ? (
        <ConfirmDialog
          open
          title={t(dialog.kind === 'end' ? 'adminFlash.endTitle' : 'adminFlash.deleteTitle', {
            name: dialog.sale.name,
          })}
          message={t(dialog.kind === 'end' ? 'adminFlash.endMessage' : 'adminFlash.deleteMessage')}
          confirmLabel={t(dialog.kind === 'end' ? 'adminFlash.endConfirm' : 'adminFlash.deleteConfirm')}
          cancelLabel={t('adminFlash.cancel')}
          busyLabel={t('adminFlash.working')}
          busy={working}
          tone="danger"
          onConfirm={confirm}
          onCancel={close}
        />
      ) : null}
    </div>
  );
}
