import { VOUCHER_LIMIT_MAX } from '@boneka/shared';
import { TextField } from '@/components/ui/form-field';
import { MoneyField } from '@/components/ui/money-field';
import { useT } from '@/lib/i18n/i18n';
import type { VoucherForm } from '../hooks/use-voucher-form';

/** When the voucher starts and ends (typed in WIB), and how often it may be used in all and by each customer. */
export function VoucherLimitFields({ form }: { form: VoucherForm }) {
  const t = useT();
  const { fields, change, errors } = form;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('adminVouchers.startsAt')}
          optionalText={t('common.optional')}
          type="datetime-local"
          value={fields.startsAt}
          error={errors.starts_at}
          onChange={(event) => change({ startsAt: event.target.value }, 'starts_at')}
        />
        <TextField
          label={t('adminVouchers.endsAt')}
          optionalText={t('common.optional')}
          type="datetime-local"
          value={fields.endsAt}
          error={errors.ends_at}
          onChange={(event) => change({ endsAt: event.target.value }, 'ends_at')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <MoneyField
          label={t('adminVouchers.limitTotal')}
          optionalText={t('common.optional')}
          unit="count"
          typed={fields.limitTotal}
          value={fields.limitTotal}
          maxValue={VOUCHER_LIMIT_MAX}
          hint={t('adminVouchers.emptyIsNone')}
          error={errors.usage_limit_total}
          onChange={(event) => change({ limitTotal: event.target.value }, 'usage_limit_total')}
        />
        <MoneyField
          label={t('adminVouchers.limitPerCustomer')}
          optionalText={t('common.optional')}
          unit="count"
          typed={fields.limitPerCustomer}
          value={fields.limitPerCustomer}
          maxValue={VOUCHER_LIMIT_MAX}
          hint={t('adminVouchers.emptyIsNone')}
          error={errors.usage_limit_per_customer}
          onChange={(event) => change({ limitPerCustomer: event.target.value }, 'usage_limit_per_customer')}
        />
      </div>
    </>
  );
}
