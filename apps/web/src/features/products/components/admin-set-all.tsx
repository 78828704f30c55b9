import { MAX_VARIANT_WEIGHT_GRAMS, PRODUCT_PRICE_MAX, PRODUCT_STOCK_MAX } from '@boneka/shared';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { MoneyField } from '@/components/ui/money-field';
import { useT } from '@/lib/i18n/i18n';
import { useSetAll } from '../hooks/use-set-all';
import type { VariantDraft } from './admin-variant-rows';

/** "Atur semua": what is filled in goes to every variant; what is left empty changes nothing. */
export function AdminSetAll({
  rows,
  onChange,
  disabled,
}: {
  rows: VariantDraft[];
  onChange: (rows: VariantDraft[]) => void;
  disabled: boolean;
}) {
  const t = useT();
  const all = useSetAll(rows, onChange);

  return (
    <fieldset className="rounded-2xl border border-dashed border-rose-200 bg-rose-50/40 p-3">
      <legend className="px-1 text-sm font-bold text-cocoa-900">{t('adminProducts.setAll')}</legend>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-start">
        <MoneyField
          label={t('adminProducts.setAllPrice')}
          wrapperClassName="col-span-2 sm:col-span-1"
          typed={all.price}
          value={all.price}
          maxValue={PRODUCT_PRICE_MAX}
          disabled={disabled}
          onChange={(event) => all.setPrice(event.target.value)}
        />
        <MoneyField
          label={t('adminProducts.setAllStock')}
          unit="count"
          typed={all.stock}
          value={all.stock}
          maxValue={PRODUCT_STOCK_MAX}
          disabled={disabled}
          onChange={(event) => all.setStock(event.target.value)}
        />
        <MoneyField
          label={t('adminProducts.setAllWeight')}
          unit="count"
          typed={all.weight}
          value={all.weight}
          maxValue={MAX_VARIANT_WEIGHT_GRAMS}
          disabled={disabled}
          onChange={(event) => all.setWeight(event.target.value)}
        />
        <Button
          variant="secondary"
          className="col-span-2 sm:col-span-1 sm:mt-7"
          disabled={disabled || !all.ready}
          onClick={all.apply}
        >
          {t('adminProducts.setAllApply')}
        </Button>
        <MoneyField
          label={t('adminProducts.setAllPercent')}
          unit="count"
          typed={all.percent}
          value={all.percent}
          maxValue={99}
          disabled={disabled}
          onChange={(event) => all.setPercent(event.target.value)}
        />
        <TextField
          type="datetime-local"
          label={t('adminProducts.saleStarts')}
          value={all.saleStarts}
          disabled={disabled}
          onChange={(event) => all.setSaleStarts(event.target.value)}
        />
        <TextField
          type="datetime-local"
          wrapperClassName="col-span-2 sm:col-span-1"
          label={t('adminProducts.saleEnds')}
          value={all.saleEnds}
          disabled={disabled}
          onChange={(event) => all.setSaleEnds(event.target.value)}
        />
      </div>
      <p aria-live="polite" className="sr-only">
        {all.done}
      </p>
    </fieldset>
  );
}
