import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PlusIcon } from '@/components/ui/icons';
import { LoadingPanel } from '@/components/ui/spinner';
import { useT } from '@/lib/i18n/i18n';
import { useAdminVouchers } from '../api/get-admin-vouchers';
import { useVoucherDialogs } from '../hooks/use-voucher-dialogs';
import { VoucherCard } from './voucher-card';
import { VoucherFormDialog } from './voucher-form-dialog';
import { CHANGE_TEXT } from './voucher-state-text';

/**
 * /admin/voucher "Voucher": every voucher with its state, its offer, its uses ("3 / 50") and its dates in WIB;
 * create, edit, pause, resume and end (each state change confirmed first; ending is final).
 */
export function VouchersAdminPage() {
  const t = useT();
  const vouchers = useAdminVouchers();
  const { dialog, open, close, saved, confirmChange, changing } = useVoucherDialogs();

  const list = vouchers.data ?? [];
  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-extrabold sm:text-3xl">{t('adminVouchers.title')}</h1>
          <p className="mt-1 text-sm text-stone-600">{t('adminVouchers.subtitle')}</p>
        </div>
        <Button className="shrink-0" onClick={() => open({ kind: 'create' })}>
          <PlusIcon className="size-4.5" />
          {t('adminVouchers.add')}
        </Button>
      </div>

      {vouchers.isPending ? (
        <LoadingPanel text={t('adminVouchers.loading')} />
      ) : vouchers.isError ? (
        <div className="mx-auto max-w-xl space-y-3">
          <Alert tone="error">{t('adminVouchers.loadFailed')}</Alert>
          <div className="flex justify-center">
            <Button variant="outline" size="sm" onClick={() => void vouchers.refetch()}>
              {t('adminVouchers.retry')}
            </Button>
          </div>
        </div>
      ) : list.length === 0 ? (
        <p className="rounded-3xl border-2 border-dashed border-rose-200 bg-rose-50/40 px-6 py-12 text-center font-bold text-cocoa-900">
          {t('adminVouchers.empty')}
        </p>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2">
          {list.map((v) => (
            <li key={v.voucher_id}>
              <VoucherCard
                voucher={v}
                onEdit={() => open({ kind: 'edit', voucher: v })}
                onChangeState={(change) => open({ kind: 'state', voucher: v, change })}
              />
            </li>
          ))}
        </ul>
      )}

      {dialog?.kind === 'create' || dialog?.kind === 'edit' ? (
        <VoucherFormDialog voucher={dialog.kind === 'edit' ? dialog.voucher : null} onCancel={close} onDone={saved} />
      ) : null}
      {dialog?.kind === 'state' ? (
        <ConfirmDialog
          open
          title={t(CHANGE_TEXT[dialog.change].title, { code: dialog.voucher.code })}
          message={t(CHANGE_TEXT[dialog.change].message)}
          confirmLabel={t(CHANGE_TEXT[dialog.change].confirm)}
          cancelLabel={t('adminVouchers.cancel')}
          busyLabel={t('adminVouchers.working')}
          busy={changing}
          tone={dialog.change === 'end' ? 'danger' : 'primary'}
          onConfirm={confirmChange}
          onCancel={close}
        />
      ) : null}
    </div>
  );
}
