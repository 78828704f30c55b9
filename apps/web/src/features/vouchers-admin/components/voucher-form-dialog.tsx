import { useId } from 'react';
import type { AdminVoucher } from '@boneka/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { useT } from '@/lib/i18n/i18n';
import { useVoucherForm } from '../hooks/use-voucher-form';
import { VoucherAmountFields } from './voucher-amount-fields';
import { VoucherLimitFields } from './voucher-limit-fields';
import { VoucherScopeFields } from './voucher-scope-fields';

type VoucherFormDialogProps = {
  /** The voucher edited; null for a new one. */
  voucher: AdminVoucher | null;
  onDone: (message: string) => void;
  onCancel: () => void;
};

/**
 * "Buat Voucher" / "Ubah Voucher": a percentage (with an optional cap), Rupiah off or Gratis Ongkir up to a cap, a
 * minimum spend, the products it is for ("Berlaku untuk"), a start and an end typed in WIB, a total and a per-customer use limit, and whether the code is announced openly (decision 049).
 * Rupiah and counts are typed the Indonesian way (`100.000`). Once used, the code, type and value are fixed
 * (decision 045).
 */
export function VoucherFormDialog({ voucher, onDone, onCancel }: VoucherFormDialogProps) {
  const t = useT();
  const formId = useId();
  const form = useVoucherForm(voucher, onDone);
  const { fields, change, errors, saving } = form;
  const locked = (voucher?.used_count ?? 0) > 0;
  const publicHintId = useId();

  return (
    <Modal
      open
      title={voucher ? t('adminVouchers.editTitle', { code: voucher.code }) : t('adminVouchers.addTitle')}
      onClose={() => {
        if (!saving) onCancel();
      }}
      closeLabel={t('adminVouchers.close')}
      footer={
        <>
          <Button variant="outline" onClick={onCancel} disabled={saving}>
            {t('adminVouchers.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={saving}>
            {saving ? t('adminVouchers.saving') : t('adminVouchers.save')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void form.submit(event)} className="space-y-4">
        {locked ? (
          <Alert tone="info">{t('adminVouchers.lockedHint', { count: voucher?.used_count ?? 0 })}</Alert>
        ) : null}
        <TextField
          label={t('adminVouchers.code')}
          value={fields.code}
          maxLength={32}
          required
          readOnly={locked}
          autoComplete="off"
          spellCheck={false}
          className="font-mono uppercase"
          placeholder="NATAL-26"
          hint={t('adminVouchers.codeHint')}
          error={errors.code}
          onChange={(event) => change({ code: event.target.value.toUpperCase() }, 'code')}
        />
        <TextField
          label={t('adminVouchers.description')}
          optionalText={t('common.optional')}
          value={fields.description}
          maxLength={200}
          autoComplete="off"
          error={errors.description}
          onChange={(event) => change({ description: event.target.value })}
        />
        <VoucherAmountFields form={form} locked={locked} />
        <VoucherScopeFields form={form} />
        <VoucherLimitFields form={form} />
        <div>
          <label className="flex min-h-10 cursor-pointer items-center gap-2.5 text-sm font-semibold text-cocoa-700">
            <input
              type="checkbox"
              checked={fields.isPublic}
              aria-describedby={publicHintId}
              onChange={(event) => change({ isPublic: event.target.checked })}
              className="size-4.5 shrink-0 accent-rose-600"
            />
            {t('adminVouchers.public')}
          </label>
          <p id={publicHintId} className="mt-0.5 text-xs text-stone-600">
            {t('adminVouchers.publicHint')}
          </p>
        </div>
        {form.problem ? <Alert tone="error">{form.problem}</Alert> : null}
      </form>
    </Modal>
  );
}
