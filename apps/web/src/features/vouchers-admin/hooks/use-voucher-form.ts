import { useState, type FormEvent } from 'react';
import { VoucherBody, type AdminVoucher, type VoucherType } from '@boneka/shared';
import { isApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { useT, type MessageKey, type Translate } from '@/lib/i18n/i18n';
import { useSaveVoucher } from '../api/save-voucher';
import { fromWibInput, toWibInput } from '@/lib/wib-field';

export type VoucherField =
  | 'code'
  | 'description'
  | 'type'
  | 'value'
  | 'max_discount'
  | 'min_spend'
  | 'starts_at'
  | 'ends_at'
  | 'usage_limit_total'
  | 'usage_limit_per_customer'
  | 'product_ids'
  | 'category_ids';

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
  ['Batas gratis ongkir minimal', 'adminVouchers.error.shippingMin'],
  ['Produk dipilih dua kali', 'adminVouchers.error.chosenTwice'],
  ['Kategori dipilih dua kali', 'adminVouchers.error.chosenTwice'],
];
const fieldText = (t: Translate, message: string) => {
  const found = FIELD_TEXT.find(([prefix]) => message.startsWith(prefix));
  return found ? t(found[1]) : message;
};

const grouped = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });
/** A stored number as the owner would type it: `50.000` (the field reads it back the Indonesian way). */
const typedOf = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : grouped.format(value);

/** Which products the voucher is for: all of them, the products chosen, or the products in the categories chosen. */
export type VoucherScopeKind = 'all' | 'products' | 'categories';
export type ChosenProduct = { product_id: number; name: string };
export type ChosenCategory = { category_id: number; name: string };

/** The voucher form's fields as typed. */
export type VoucherFields = {
  code: string;
  description: string;
  type: VoucherType;
  value: string;
  maxDiscount: string;
  minSpend: string;
  startsAt: string;
  endsAt: string;
  limitTotal: string;
  limitPerCustomer: string;
  isPublic: boolean;
  scope: VoucherScopeKind;
  products: ChosenProduct[];
  categories: ChosenCategory[];
};

const fieldsOf = (voucher: AdminVoucher | null): VoucherFields => ({
  code: voucher?.code ?? '',
  description: voucher?.description ?? '',
  type: voucher?.type ?? 'percent',
  value: typedOf(voucher?.value),
  maxDiscount: typedOf(voucher?.max_discount),
  minSpend: voucher && voucher.min_spend > 0 ? typedOf(voucher.min_spend) : '',
  startsAt: toWibInput(voucher?.starts_at ?? null),
  endsAt: toWibInput(voucher?.ends_at ?? null),
  limitTotal: typedOf(voucher?.usage_limit_total),
  limitPerCustomer: typedOf(voucher?.usage_limit_per_customer),
  isPublic: voucher?.is_public ?? false,
  scope: voucher?.products.length ? 'products' : voucher?.categories.length ? 'categories' : 'all',
  products: voucher?.products ?? [],
  categories: voucher?.categories ?? [],
});

/**
 * The voucher form: its fields as typed, checked by the shared schema before sending, then saved as a new voucher or
 * over the one edited; each refusal is said on its field (a code taken among them), anything else above the button.
 */
export function useVoucherForm(voucher: AdminVoucher | null, onDone: (message: string) => void) {
  const t = useT();
  const save = useSaveVoucher();
  const [fields, setFields] = useState(() => fieldsOf(voucher));
  const [errors, setErrors] = useState<Partial<Record<VoucherField, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);

  /** A field typed again: its value, and the message it answers (if any) goes. */
  const change = (patch: Partial<VoucherFields>, answers?: VoucherField) => {
    setFields((current) => ({ ...current, ...patch }));
    if (answers) setErrors((current) => ({ ...current, [answers]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const { type } = fields;
    const body = {
      code: fields.code,
      description: fields.description,
      type,
      value: fields.value,
      max_discount: type === 'percent' ? fields.maxDiscount : '',
      min_spend: fields.minSpend,
      starts_at: fromWibInput(fields.startsAt),
      ends_at: fromWibInput(fields.endsAt),
      usage_limit_total: fields.limitTotal,
      usage_limit_per_customer: fields.limitPerCustomer,
      is_public: fields.isPublic,
      product_ids: fields.scope === 'products' ? fields.products.map((p) => p.product_id) : [],
      category_ids: fields.scope === 'categories' ? fields.categories.map((c) => c.category_id) : [],
    };
    const checked = VoucherBody.safeParse(body);
    const found: Partial<Record<VoucherField, string>> = {};
    if (!checked.success)
      for (const issue of checked.error.issues) found[issue.path[0] as VoucherField] ??= fieldText(t, issue.message);
    // "Produk tertentu" with none chosen would be sent as a voucher for every product: said instead.
    if (fields.scope === 'products' && body.product_ids.length === 0)
      found.product_ids = t('adminVouchers.error.chooseProducts');
    if (fields.scope === 'categories' && body.category_ids.length === 0)
      found.category_ids = t('adminVouchers.error.chooseCategories');
    if (!checked.success || Object.keys(found).length > 0) {
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

  return { fields, change, errors, problem, submit, saving: save.isPending };
}

export type VoucherForm = ReturnType<typeof useVoucherForm>;
