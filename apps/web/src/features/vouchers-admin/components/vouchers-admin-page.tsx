import { useState } from 'react';
import type { AdminVoucher } from '@boneka/shared';
import { formatRupiah } from '@boneka/shared/money';
import { voucherTime, type VoucherStatus } from '@boneka/shared/vouchers';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PlusIcon } from '@/components/ui/icons';
import { LoadingPanel } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast';
import { errorText } from '@/lib/error-text';
import { useLanguage, useT, type MessageKey } from '@/lib/i18n/i18n';
import { useChangeVoucherState, type VoucherStateChange } from '../api/change-voucher-state';
import { useAdminVouchers } from '../api/get-admin-vouchers';
import { VoucherFormDialog } from './voucher-form-dialog';

type Dialog =
  | { kind: 'create' }
  | { kind: 'edit'; voucher: AdminVoucher }
  | { kind: 'state'; voucher: AdminVoucher; change: VoucherStateChange };

const BADGE: Record<VoucherStatus, string> = {
  scheduled: 'bg-sky-50 text-sky-800 ring-sky-200',
  active: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  paused: 'bg-amber-50 text-amber-800 ring-amber-200',
  ended: 'bg-stone-100 text-stone-700 ring-stone-200',
};

const CHANGE_TEXT: Record<
  VoucherStateChange,
  { title: MessageKey; message: MessageKey; confirm: MessageKey; label: MessageKey; done: MessageKey }
> = {
  pause: {
    title: 'adminVouchers.pauseTitle',
    message: 'adminVouchers.pauseMessage',
    confirm: 'adminVouchers.pause',
    label: 'adminVouchers.pauseLabel',
    done: 'adminVouchers.paused',
  },
  resume: {
    title: 'adminVouchers.resumeTitle',
    message: 'adminVouchers.resumeMessage',
    confirm: 'adminVouchers.resume',
    label: 'adminVouchers.resumeLabel',
    done: 'adminVouchers.resumed',
  },
  end: {
    title: 'adminVouchers.endTitle',
    message: 'adminVouchers.endMessage',
    confirm: 'adminVouchers.end',
    label: 'adminVouchers.endLabel',
    done: 'adminVouchers.ended',
  },
};

/**
 * /admin/voucher "Voucher": every voucher with its state, its offer, its uses ("3 / 50") and its dates in WIB;
 * create, edit, pause, resume and end (each state change confirmed first; ending is final).
 */
export function VouchersAdminPage() {
  const t = useT();
  const { language } = useLanguage();
  const vouchers = useAdminVouchers();
  const changeState = useChangeVoucherState();
  const { show } = useToast();
  const [dialog, setDialog] = useState<Dialog | null>(null);

  const offer = (v: AdminVoucher) =>
    [
      v.type === 'percent'
        ? t('adminVouchers.percentOff', { value: v.value })
        : t('adminVouchers.fixedOff', { amount: formatRupiah(v.value) }),
      v.max_discount !== null ? t('adminVouchers.cap', { amount: formatRupiah(v.max_discount) }) : null,
      v.min_spend > 0 ? t('adminVouchers.minSpend', { amount: formatRupiah(v.min_spend) }) : null,
    ]
      .filter(Boolean)
      .join(' · ');
  const period = (v: AdminVoucher) =>
    [
      v.starts_at ? t('adminVouchers.from', { time: voucherTime(v.starts_at, language) }) : null,
      v.ends_at ? t('adminVouchers.until', { time: voucherTime(v.ends_at, language) }) : null,
    ]
      .filter(Boolean)
      .join(' – ') || t('adminVouchers.always');

  const confirmChange = async () => {
    if (dialog?.kind !== 'state') return;
    const { voucher, change } = dialog;
    try {
      await changeState.mutateAsync({ voucherId: voucher.voucher_id, change });
      show('success', t(CHANGE_TEXT[change].done, { code: voucher.code }));
    } catch (error) {
      show('error', errorText(error, t, t('adminVouchers.stateFailed')));
    }
    setDialog(null);
  };

  const list = vouchers.data ?? [];
  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-extrabold sm:text-3xl">{t('adminVouchers.title')}</h1>
          <p className="mt-1 text-sm text-stone-600">{t('adminVouchers.subtitle')}</p>
        </div>
        <Button className="shrink-0" onClick={() => setDialog({ kind: 'create' })}>
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
          {list.map((v) => {
            const ended = v.status === 'ended';
            return (
              <li key={v.voucher_id}>
                <article
                  aria-labelledby={`voucher-${v.voucher_id}`}
                  className={cn(
                    'flex h-full flex-col gap-3 rounded-2xl border border-rose-100 bg-white p-4 shadow-xs',
                    ended && 'bg-cream-50',
                  )}
                >
                  <div className="flex flex-wrap items-center gap-2">
                    <h2
                      id={`voucher-${v.voucher_id}`}
                      className="font-mono text-lg font-extrabold tracking-wide break-all text-cocoa-900"
                    >
                      {v.code}
                    </h2>
                    <span
                      className={cn('rounded-full px-2.5 py-0.5 text-xs font-bold ring-1 ring-inset', BADGE[v.status])}
                    >
                      {t(`adminVouchers.status.${v.status}`)}
                    </span>
                    {v.is_public ? (
                      <span className="rounded-full bg-violet-50 px-2.5 py-0.5 text-xs font-bold text-violet-800 ring-1 ring-violet-200 ring-inset">
                        {t('adminVouchers.publicBadge')}
                      </span>
                    ) : null}
                  </div>
                  {v.description ? <p className="-mt-1 text-sm text-stone-600">{v.description}</p> : null}
                  <p className="text-sm font-semibold text-rose-700">{offer(v)}</p>
                  <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                    <dt className="text-stone-600">{t('adminVouchers.uses')}</dt>
                    <dd className="font-semibold text-cocoa-900" data-testid="voucher-uses">
                      {v.usage_limit_total !== null
                        ? `${v.used_count} / ${v.usage_limit_total}`
                        : t('adminVouchers.usesUnlimited', { used: v.used_count })}
                      {v.usage_limit_per_customer !== null ? (
                        <span className="font-normal text-stone-600">
                          {' '}
                          · {t('adminVouchers.perCustomer', { count: v.usage_limit_per_customer })}
                        </span>
                      ) : null}
                    </dd>
                    <dt className="text-stone-600">{t('adminVouchers.period')}</dt>
                    <dd className="text-cocoa-900">{period(v)}</dd>
                  </dl>
                  {ended ? null : (
                    <div className="mt-auto flex flex-wrap gap-1.5 pt-1">
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={t('adminVouchers.editLabel', { code: v.code })}
                        onClick={() => setDialog({ kind: 'edit', voucher: v })}
                      >
                        {t('adminVouchers.edit')}
                      </Button>
                      {(v.state === 'paused' ? (['resume', 'end'] as const) : (['pause', 'end'] as const)).map(
                        (change) => (
                          <Button
                            key={change}
                            variant={change === 'end' ? 'ghost' : 'outline'}
                            size="sm"
                            className={change === 'end' ? 'text-red-700 hover:bg-red-50' : undefined}
                            aria-label={t(CHANGE_TEXT[change].label, { code: v.code })}
                            onClick={() => setDialog({ kind: 'state', voucher: v, change })}
                          >
                            {t(CHANGE_TEXT[change].confirm)}
                          </Button>
                        ),
                      )}
                    </div>
                  )}
                </article>
              </li>
            );
          })}
        </ul>
      )}

      {dialog?.kind === 'create' || dialog?.kind === 'edit' ? (
        <VoucherFormDialog
          voucher={dialog.kind === 'edit' ? dialog.voucher : null}
          onCancel={() => setDialog(null)}
          onDone={(message) => {
            setDialog(null);
            show('success', message);
          }}
        />
      ) : null}
      {dialog?.kind === 'state' ? (
        <ConfirmDialog
          open
          title={t(CHANGE_TEXT[dialog.change].title, { code: dialog.voucher.code })}
          message={t(CHANGE_TEXT[dialog.change].message)}
          confirmLabel={t(CHANGE_TEXT[dialog.change].confirm)}
          cancelLabel={t('adminVouchers.cancel')}
          busyLabel={t('adminVouchers.working')}
          busy={changeState.isPending}
          tone={dialog.change === 'end' ? 'danger' : 'primary'}
          onConfirm={() => void confirmChange()}
          onCancel={() => setDialog(null)}
        />
      ) : null}
    </div>
  );
}
