import { useId } from 'react';
import type { AdminFlashSale } from '@boneka/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { useT } from '@/lib/i18n/i18n';
import { useFlashSaleForm } from '../hooks/use-flash-sale-form';
import { FlashItemRow } from './flash-item-row';
import { FlashVariantPicker } from './flash-variant-picker';

type FlashSaleFormDialogProps = {
  /** The scheduled flash sale edited; null for a new one. */
  sale: AdminFlashSale | null;
  onDone: (message: string) => void;
  onCancel: () => void;
};

/**
 * "Buat Flash Sale" / "Ubah Flash Sale": a name, a start and an end typed in WIB, and the variants chosen (a product
 * searched, then its variant), each with its flash price (Rupiah typed the Indonesian way) and its quota.
 */
export function FlashSaleFormDialog({ sale, onDone, onCancel }: FlashSaleFormDialogProps) {
  const t = useT();
  const formId = useId();
  const itemsId = useId();
  const form = useFlashSaleForm(sale, onDone);
  const { fields, change, errors, saving } = form;

  return (
    <Modal
      open
      title={sale ? t('adminFlash.editTitle', { name: sale.name }) : t('adminFlash.addTitle')}
      onClose={() => {
        if (!saving) onCancel();
      }}
      closeLabel={t('adminFlash.close')}
      footer={
        <>
          <Button variant="outline" onClick={onCancel} disabled={saving}>
            {t('adminFlash.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={saving}>
            {saving ? t('adminFlash.saving') : t('adminFlash.save')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void form.submit(event)} className="space-y-4">
        <TextField
          label={t('adminFlash.name')}
          value={fields.name}
          maxLength={80}
          required
          autoComplete="off"
          placeholder={t('adminFlash.namePlaceholder')}
          error={errors.name || undefined}
          onChange={(event) => change({ name: event.target.value }, 'name')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('adminFlash.startsAt')}
            type="datetime-local"
            required
            value={fields.startsAt}
            error={errors.starts_at || undefined}
            onChange={(event) => change({ startsAt: event.target.value }, 'starts_at')}
          />
          <TextField
            label={t('adminFlash.endsAt')}
            type="datetime-local"
            required
            value={fields.endsAt}
            error={errors.ends_at || undefined}
            onChange={(event) => change({ endsAt: event.target.value }, 'ends_at')}
          />
        </div>
        <fieldset className="space-y-3" aria-describedby={itemsId}>
          <legend className="text-sm font-bold text-cocoa-900">{t('adminFlash.variants')}</legend>
          <p id={itemsId} className="text-xs text-stone-600">
            {t('adminFlash.variantsHint')}
          </p>
          <FlashVariantPicker chosen={fields.items.map((item) => item.variantId)} onAdd={form.addItem} />
          {fields.items.length === 0 ? (
            <p className="text-sm text-stone-600">{t('adminFlash.noItems')}</p>
          ) : (
            <ul className="space-y-3">
              {fields.items.map((item, index) => (
                <FlashItemRow key={item.variantId} index={index} item={item} form={form} />
              ))}
            </ul>
          )}
          {errors.items ? <p className="text-xs font-medium text-red-600">{errors.items}</p> : null}
        </fieldset>
        {form.problem ? <Alert tone="error">{form.problem}</Alert> : null}
      </form>
    </Modal>
  );
}
