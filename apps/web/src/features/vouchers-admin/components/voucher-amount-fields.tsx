import { PRODUCT_PRICE_MAX, type VoucherType } from '@boneka/shared';
import { SelectField } from '@/components/ui/form-field';
import { MoneyField } from '@/components/ui/money-field';
import { useT, type MessageKey } from '@/lib/i18n/i18n';
import type { VoucherForm } from '../hooks/use-voucher-form';

const TYPES: readonly VoucherType[] = ['percent', 'fixed', 'shipping'];
const VALUE_LABEL: Record<VoucherType, MessageKey> = {
  percent: 'adminVouchers.valuePercent',
  fixed: 'adminVouchers.valueFixed',
  shipping: 'adminVouchers.valueShipping',
};

/**
 * What the voucher takes off: a percentage (with an optional cap), Rupiah, or the shipping up to a cap (Gratis
 * Ongkir, which has no cap of its own), and the minimum spend. Once the voucher is used, its type and value are fixed.
 */
export function VoucherAmountFields({ form, locked }: { form: VoucherForm; locked: boolean }) {
  const t = useT();
  const { fields, change, errors } = form;
  const { type } = fields;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('adminVouchers.type')}
          value={type}
          disabled={locked}
          error={errors.type}
          onChange={(event) =>
            change({ type: TYPES.find((each) => each === event.target.value) ?? 'percent' }, 'value')
          }
        >
          <option value="percent">{t('adminVouchers.typePercent')}</option>
          <option value="fixed">{t('adminVouchers.typeFixed')}</option>
          <option value="shipping">{t('adminVouchers.typeShipping')}</option>
        </SelectField>
        <MoneyField
          label={t(VALUE_LABEL[type])}
          hint={type === 'shipping' ? t('adminVouchers.shippingHint') : undefined}
          unit={type === 'percent' ? 'count' : 'rupiah'}
          maxValue={type === 'percent' ? 100 : PRODUCT_PRICE_MAX}
          typed={fields.value}
          value={fields.value}
          required
          readOnly={locked}
          error={errors.value}
          onChange={(event) => change({ value: event.target.value }, 'value')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {type === 'percent' ? (
          <MoneyField
            label={t('adminVouchers.maxDiscount')}
            optionalText={t('common.optional')}
            typed={fields.maxDiscount}
            value={fields.maxDiscount}
            maxValue={PRODUCT_PRICE_MAX}
            hint={t('adminVouchers.emptyIsNone')}
            error={errors.max_discount}
            onChange={(event) => change({ maxDiscount: event.target.value }, 'max_discount')}
          />
        ) : null}
        <MoneyField
          label={t('adminVouchers.minSpendField')}
          optionalText={t('common.optional')}
          typed={fields.minSpend}
          value={fields.minSpend}
          maxValue={PRODUCT_PRICE_MAX}
          error={errors.min_spend}
          onChange={(event) => change({ minSpend: event.target.value }, 'min_spend')}
        />
      </div>
    </>
  );
}
