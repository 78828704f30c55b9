import { useId, useState, type FormEvent } from 'react';
import { PRODUCT_PRICE_MAX, VOUCHER_LIMIT_MAX, VoucherBody, type AdminVoucher } from '@boneka/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { MoneyField } from '@/components/ui/money-field';
import { isApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { useT, type MessageKey, type Translate } from '@/lib/i18n/i18n';
import { useSaveVoucher } from '../api/save-voucher';
import { fromWibInput, toWibInput } from './wib-input';

type Field =
  | 'code'
  | 'description'
  | 'type'
  | 'value'
  | 'max_discount'
  | 'min_spend'
  | 'starts_at'
  | 'ends_at'
  | 'usage_limit_total'
  | 'usage_limit_per_customer';

/** The shared schema's and the server's Indonesian sentences, said in the page's language. */
const FIELD_TEXT: ReadonlyArray<[prefix: string, key: MessageKey]> = [
  ['Kode voucher 3–32', 'adminVouchers.error.code'],
  ['Kode voucher wajib', 'adminVouchers.error.codeRequired'],
  ['Nilai voucher wajib', 'adminVouchers.error.valueRequired'],
  ['Persentase diskon', 'adminVouchers.error.percent'],
  ['Potongan minimal', 'adminVouchers.error.fixed'],
  ['Batas diskon minimal', 'adminVouchers.error.capMin'],
  ['Waktu berakhir harus', 'adminVouchers.error.endBeforeStart'],
  ['Waktu berakhir sudah', 'adminVouchers.error.endPassed'],
  ['Batas pemakaian minimal', 'adminVouchers.error.limitMin'],
  ['Tanggal dan jam', 'adminVouchers.error.date'],
];
const fieldText = (t: Translate, message: string) => {
  const found = FIELD_TEXT.find(([prefix]) => message.startsWith(prefix));
  return found ? t(found[1]) : message;
};

const grouped = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });
/** A stored number as the owner would type it: `50.000` (the field reads it back the Indonesian way). */
const typedOf = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : grouped.format(value);

type VoucherFormDialogProps = {
  /** The voucher edited; null for a new one. */
  voucher: AdminVoucher | null;
  onDone: (message: string) => void;
  onCancel: () => void;
};

/**
 * "Buat Voucher" / "Ubah Voucher": a percentage (with an optional cap) or Rupiah off, a minimum spend, a start and an
 * end typed in WIB, a total and a per-customer use limit, and whether the code is announced openly (decision 049).
 * Rupiah and counts are typed the Indonesian way (`100.000`). Once used, the code, type and value are fixed
 * (decision 045).
 */
export function VoucherFormDialog({ voucher, onDone, onCancel }: VoucherFormDialogProps) {
  const t = useT();
  const formId = useId();
  const save = useSaveVoucher();
  const locked = (voucher?.used_count ?? 0) > 0;
  const [code, setCode] = useState(voucher?.code ?? '');
  const [description, setDescription] = useState(voucher?.description ?? '');
  const [type, setType] = useState<'percent' | 'fixed'>(voucher?.type ?? 'percent');
  const [value, setValue] = useState(typedOf(voucher?.value));
  const [maxDiscount, setMaxDiscount] = useState(typedOf(voucher?.max_discount));
  const [minSpend, setMinSpend] = useState(voucher && voucher.min_spend > 0 ? typedOf(voucher.min_spend) : '');
  const [startsAt, setStartsAt] = useState(toWibInput(voucher?.starts_at ?? null));
  const [endsAt, setEndsAt] = useState(toWibInput(voucher?.ends_at ?? null));
  const [limitTotal, setLimitTotal] = useState(typedOf(voucher?.usage_limit_total));
  const [limitPerCustomer, setLimitPerCustomer] = useState(typedOf(voucher?.usage_limit_per_customer));
  const [isPublic, setIsPublic] = useState(voucher?.is_public ?? false);
  const publicHintId = useId();
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);

  const clear = (field: Field) => setErrors((current) => ({ ...current, [field]: undefined }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const body = {
      code,
      description,
      type,
      value,
      max_discount: type === 'percent' ? maxDiscount : '',
      min_spend: minSpend,
      starts_at: fromWibInput(startsAt),
      ends_at: fromWibInput(endsAt),
      usage_limit_total: limitTotal,
      usage_limit_per_customer: limitPerCustomer,
      is_public: isPublic,
    };
    const checked = VoucherBody.safeParse(body);
    if (!checked.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of checked.error.issues) found[issue.path[0] as Field] ??= fieldText(t, issue.message);
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      const saved = await save.mutateAsync({ voucherId: voucher?.voucher_id, body });
      onDone(t(voucher ? 'adminVouchers.saved' : 'adminVouchers.created', { code: saved.code }));
    } catch (error) {
      if (isApiError(error) && error.code === 'VOUCHER_CODE_TAKEN') {
        setErrors({ code: t('adminVouchers.codeTaken', { code: checked.data.code }) });
      } else if (isApiError(error) && error.details.length > 0) {
        setErrors(Object.fromEntries(error.details.map((d) => [d.path, fieldText(t, d.message)])));
      } else {
        setProblem(errorText(error, t, t('adminVouchers.saveFailed')));
      }
    }
  };

  return (
    <Modal
      open
      title={voucher ? t('adminVouchers.editTitle', { code: voucher.code }) : t('adminVouchers.addTitle')}
      onClose={() => {
        if (!save.isPending) onCancel();
      }}
      closeLabel={t('adminVouchers.close')}
      footer={
        <>
          <Button variant="outline" onClick={onCancel} disabled={save.isPending}>
            {t('adminVouchers.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={save.isPending}>
            {save.isPending ? t('adminVouchers.saving') : t('adminVouchers.save')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        {locked ? (
          <Alert tone="info">{t('adminVouchers.lockedHint', { count: voucher?.used_count ?? 0 })}</Alert>
        ) : null}
        <TextField
          label={t('adminVouchers.code')}
          value={code}
          maxLength={32}
          required
          readOnly={locked}
          autoComplete="off"
          spellCheck={false}
          className="font-mono uppercase"
          placeholder="NATAL-26"
          hint={t('adminVouchers.codeHint')}
          error={errors.code}
          onChange={(event) => {
            setCode(event.target.value.toUpperCase());
            clear('code');
          }}
        />
        <TextField
          label={t('adminVouchers.description')}
          optionalText={t('common.optional')}
          value={description}
          maxLength={200}
          autoComplete="off"
          error={errors.description}
          onChange={(event) => setDescription(event.target.value)}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('adminVouchers.type')}
            value={type}
            disabled={locked}
            error={errors.type}
            onChange={(event) => {
              setType(event.target.value === 'fixed' ? 'fixed' : 'percent');
              clear('value');
            }}
          >
            <option value="percent">{t('adminVouchers.typePercent')}</option>
            <option value="fixed">{t('adminVouchers.typeFixed')}</option>
          </SelectField>
          <MoneyField
            label={type === 'percent' ? t('adminVouchers.valuePercent') : t('adminVouchers.valueFixed')}
            unit={type === 'percent' ? 'count' : 'rupiah'}
            maxValue={type === 'percent' ? 100 : PRODUCT_PRICE_MAX}
            typed={value}
            value={value}
            required
            readOnly={locked}
            error={errors.value}
            onChange={(event) => {
              setValue(event.target.value);
              clear('value');
            }}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {type === 'percent' ? (
            <MoneyField
              label={t('adminVouchers.maxDiscount')}
              optionalText={t('common.optional')}
              typed={maxDiscount}
              value={maxDiscount}
              maxValue={PRODUCT_PRICE_MAX}
              hint={t('adminVouchers.emptyIsNone')}
              error={errors.max_discount}
              onChange={(event) => {
                setMaxDiscount(event.target.value);
                clear('max_discount');
              }}
            />
          ) : null}
          <MoneyField
            label={t('adminVouchers.minSpendField')}
            optionalText={t('common.optional')}
            typed={minSpend}
            value={minSpend}
            maxValue={PRODUCT_PRICE_MAX}
            error={errors.min_spend}
            onChange={(event) => {
              setMinSpend(event.target.value);
              clear('min_spend');
            }}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('adminVouchers.startsAt')}
            optionalText={t('common.optional')}
            type="datetime-local"
            value={startsAt}
            error={errors.starts_at}
            onChange={(event) => {
              setStartsAt(event.target.value);
              clear('starts_at');
            }}
          />
          <TextField
            label={t('adminVouchers.endsAt')}
            optionalText={t('common.optional')}
            type="datetime-local"
            value={endsAt}
            error={errors.ends_at}
            onChange={(event) => {
              setEndsAt(event.target.value);
              clear('ends_at');
            }}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <MoneyField
            label={t('adminVouchers.limitTotal')}
            optionalText={t('common.optional')}
            unit="count"
            typed={limitTotal}
            value={limitTotal}
            maxValue={VOUCHER_LIMIT_MAX}
            hint={t('adminVouchers.emptyIsNone')}
            error={errors.usage_limit_total}
            onChange={(event) => {
              setLimitTotal(event.target.value);
              clear('usage_limit_total');
            }}
          />
          <MoneyField
            label={t('adminVouchers.limitPerCustomer')}
            optionalText={t('common.optional')}
            unit="count"
            typed={limitPerCustomer}
            value={limitPerCustomer}
            maxValue={VOUCHER_LIMIT_MAX}
            hint={t('adminVouchers.emptyIsNone')}
            error={errors.usage_limit_per_customer}
            onChange={(event) => {
              setLimitPerCustomer(event.target.value);
              clear('usage_limit_per_customer');
            }}
          />
        </div>
        <div>
          <label className="flex min-h-10 cursor-pointer items-center gap-2.5 text-sm font-semibold text-cocoa-700">
            <input
              type="checkbox"
              checked={isPublic}
              aria-describedby={publicHintId}
              onChange={(event) => setIsPublic(event.target.checked)}
              className="size-4.5 shrink-0 accent-rose-600"
            />
            {t('adminVouchers.public')}
          </label>
          <p id={publicHintId} className="mt-0.5 text-xs text-stone-600">
            {t('adminVouchers.publicHint')}
          </p>
        </div>
        {problem ? <Alert tone="error">{problem}</Alert> : null}
      </form>
    </Modal>
  );
}
