import type { AdminVoucher } from '@boneka/shared';
import { formatRupiah } from '@boneka/shared/money';
import { voucherTime, type VoucherStatus } from '@boneka/shared/vouchers';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { useLanguage, useT } from '@/lib/i18n/i18n';
import type { VoucherStateChange } from '../api/change-voucher-state';
import { CHANGE_TEXT } from './voucher-state-text';

const BADGE: Record<VoucherStatus, string> = {
  scheduled: 'bg-sky-50 text-sky-800 ring-sky-200',
  active: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  paused: 'bg-amber-50 text-amber-800 ring-amber-200',
  ended: 'bg-stone-100 text-stone-700 ring-stone-200',
};

type VoucherCardProps = {
  voucher: AdminVoucher;
  onEdit: () => void;
  onChangeState: (change: VoucherStateChange) => void;
};

/** One voucher: its code and state, its offer, its uses and dates in WIB, and (until it ended) what can be done. */
export function VoucherCard({ voucher: v, onEdit, onChangeState }: VoucherCardProps) {
  const t = useT();
  const { language } = useLanguage();
  const offer = [
    v.type === 'percent'
      ? t('adminVouchers.percentOff', { value: v.value })
      : v.type === 'shipping'
        ? t('adminVouchers.shippingOff', { amount: formatRupiah(v.value) })
        : t('adminVouchers.fixedOff', { amount: formatRupiah(v.value) }),
    v.max_discount !== null ? t('adminVouchers.cap', { amount: formatRupiah(v.max_discount) }) : null,
    v.min_spend > 0 ? t('adminVouchers.minSpend', { amount: formatRupiah(v.min_spend) }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  const scope =
    [
      v.products.length > 0 ? t('adminVouchers.scopeProductCount', { count: v.products.length }) : null,
      v.categories.length > 0
        ? t('adminVouchers.scopeCategoryList', { names: v.categories.map((c) => c.name).join(', ') })
        : null,
    ]
      .filter(Boolean)
      .join(' · ') || t('adminVouchers.scopeAll');
  const period =
    [
      v.starts_at ? t('adminVouchers.from', { time: voucherTime(v.starts_at, language) }) : null,
      v.ends_at ? t('adminVouchers.until', { time: voucherTime(v.ends_at, language) }) : null,
    ]
      .filter(Boolean)
      .join(' – ') || t('adminVouchers.always');
  const ended = v.status === 'ended';
  return (
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
        <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-bold ring-1 ring-inset', BADGE[v.status])}>
          {t(`adminVouchers.status.${v.status}`)}
        </span>
        {v.is_public ? (
          <span className="rounded-full bg-violet-50 px-2.5 py-0.5 text-xs font-bold text-violet-800 ring-1 ring-violet-200 ring-inset">
            {t('adminVouchers.publicBadge')}
          </span>
        ) : null}
      </div>
      {v.description ? <p className="-mt-1 text-sm text-stone-600">{v.description}</p> : null}
      <p className="text-sm font-semibold text-rose-700">{offer}</p>
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
        <dt className="text-stone-600">{t('adminVouchers.scope')}</dt>
        <dd className="text-cocoa-900" title={v.products.map((p) => p.name).join(', ') || undefined}>
          {scope}
        </dd>
        <dt className="text-stone-600">{t('adminVouchers.period')}</dt>
        <dd className="text-cocoa-900">{period}</dd>
      </dl>
      {ended ? null : (
        <div className="mt-auto flex flex-wrap gap-1.5 pt-1">
          <Button
            variant="outline"
            size="sm"
            aria-label={t('adminVouchers.editLabel', { code: v.code })}
            onClick={() => onEdit()}
          >
            {t('adminVouchers.edit')}
          </Button>
          {(v.state === 'paused' ? (['resume', 'end'] as const) : (['pause', 'end'] as const)).map((change) => (
            <Button
              key={change}
              variant={change === 'end' ? 'ghost' : 'outline'}
              size="sm"
              className={change === 'end' ? 'text-red-700 hover:bg-red-50' : undefined}
              aria-label={t(CHANGE_TEXT[change].label, { code: v.code })}
              onClick={() => onChangeState(change)}
            >
              {t(CHANGE_TEXT[change].confirm)}
            </Button>
          ))}
        </div>
      )}
    </article>
  );
}
