import { FLASH_QUOTA_MAX, PRODUCT_PRICE_MAX } from '@boneka/shared';
import { formatRupiah } from '@boneka/shared/money';
import { Button } from '@/components/ui/button';
import { MoneyField } from '@/components/ui/money-field';
import { TrashIcon } from '@/components/ui/icons';
import { useT } from '@/lib/i18n/i18n';
import type { FlashItemDraft, FlashSaleForm } from '../hooks/use-flash-sale-form';

/** One chosen variant: its name and normal price, its flash price and quota, and a way to take it out. */
export function FlashItemRow({ index, item, form }: { index: number; item: FlashItemDraft; form: FlashSaleForm }) {
  const t = useT();
  const error = (field: string) => form.errors[`items.${index}.${field}`] || undefined;
  return (
    <li className="space-y-2 rounded-2xl border border-cream-300 bg-white p-3">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-sm font-bold break-words text-cocoa-900">{item.title}</p>
          <p className="text-xs text-stone-600">
            {t('adminFlash.itemNormal', { amount: formatRupiah(item.normalPrice) })}
          </p>
        </div>
        <Button
          variant="ghost"
          size="sm"
          className="shrink-0 text-red-700 hover:bg-red-50"
          aria-label={t('adminFlash.removeLabel', { name: item.title })}
          onClick={() => form.removeItem(index)}
        >
          <TrashIcon className="size-4" />
          {t('adminFlash.remove')}
        </Button>
      </div>
      {error('variant_id') ? <p className="text-xs font-medium text-red-600">{error('variant_id')}</p> : null}
      <div className="grid grid-cols-2 gap-3">
        <MoneyField
          label={t('adminFlash.flashPrice')}
          typed={item.price}
          value={item.price}
          maxValue={PRODUCT_PRICE_MAX}
          required
          aria-label={`${t('adminFlash.flashPrice')} ${item.title}`}
          error={error('price')}
          onChange={(event) => form.changeItem(index, { price: event.target.value }, 'price')}
        />
        <MoneyField
          label={t('adminFlash.quota')}
          unit="count"
          typed={item.quota}
          value={item.quota}
          maxValue={FLASH_QUOTA_MAX}
          required
          aria-label={`${t('adminFlash.quota')} ${item.title}`}
          error={error('quota')}
          onChange={(event) => form.changeItem(index, { quota: event.target.value }, 'quota')}
        />
      </div>
    </li>
  );
}
