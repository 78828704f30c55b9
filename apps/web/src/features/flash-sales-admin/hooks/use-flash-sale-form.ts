import { useState, type FormEvent } from 'react';
import { FLASH_SALE_MAX_DAYS, FlashSaleBody, PRODUCT_PRICE_MAX, type AdminFlashSale } from '@boneka/shared';
import { readTyped } from '@/components/ui/money-field';
import { isApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { useT, type MessageKey, type Translate } from '@/lib/i18n/i18n';
import { fromWibInput, toWibInput } from '@/lib/wib-field';
import { useSaveFlashSale } from '../api/save-flash-sale';

/** A variant chosen for the flash sale: what the owner reads of it, and its flash price and quota as typed. */
export type FlashItemDraft = {
  variantId: number;
  /** "Boneka Beruang — 50 cm / Pink". */
  title: string;
  normalPrice: number;
  price: string;
  quota: string;
};

export type FlashSaleFields = { name: string; startsAt: string; endsAt: string; items: FlashItemDraft[] };

/** Messages by path, as the server's details name them: `name`, `starts_at`, `items`, `items.0.price`. */
export type FlashSaleErrors = Record<string, string>;

/** The shared schema's and the server's Indonesian sentences, said in the page's language. */
const FIELD_TEXT: ReadonlyArray<[prefix: string, key: MessageKey]> = [
  ['Nama flash sale wajib', 'adminFlash.error.nameRequired'],
  ['Mulai: tanggal', 'adminFlash.error.date'],
  ['Berakhir: tanggal', 'adminFlash.error.date'],
  ['Waktu berakhir harus', 'adminFlash.error.endBeforeStart'],
  ['Flash sale paling lama', 'adminFlash.error.tooLong'],
  ['Pilih minimal 1 varian', 'adminFlash.error.noItems'],
  ['Harga flash sale wajib', 'adminFlash.error.priceRequired'],
  ['Harga flash sale minimal', 'adminFlash.error.priceMin'],
  ['Harga flash sale harus lebih murah', 'adminFlash.error.priceBelowNormal'],
  ['Kuota wajib', 'adminFlash.error.quotaRequired'],
  ['Kuota minimal', 'adminFlash.error.quotaMin'],
  ['Varian ini sudah ada di flash sale', 'adminFlash.error.twice'],
  ['Waktu berakhir sudah lewat', 'adminFlash.error.endPassed'],
  ['Varian tidak ditemukan', 'adminFlash.error.variantUnavailable'],
];
export const fieldText = (t: Translate, message: string) => {
  const found = FIELD_TEXT.find(([prefix]) => message.startsWith(prefix));
  return found ? t(found[1], { days: FLASH_SALE_MAX_DAYS }) : message;
};

const grouped = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });

/** "Boneka Beruang — 50 cm / Pink", or the name alone for a product without options. */
export const itemTitle = (productName: string, variantLabel: string) =>
  variantLabel ? `${productName} — ${variantLabel}` : productName;

const fieldsOf = (sale: AdminFlashSale | null): FlashSaleFields => ({
  name: sale?.name ?? '',
  startsAt: toWibInput(sale?.starts_at ?? null),
  endsAt: toWibInput(sale?.ends_at ?? null),
  items:
    sale?.items.map((item) => ({
      variantId: item.variant_id,
      title: itemTitle(item.product_name, item.variant_label),
      normalPrice: item.normal_price,
      price: grouped.format(item.price),
      quota: String(item.quota),
    })) ?? [],
});

/**
 * What the form finds before sending: the shared schema's refusals (FlashSaleBody, by the server's paths), an empty
 * start or end, and a flash price not below the variant's normal price (the server refuses it too).
 */
export function flashSaleProblems(t: Translate, fields: FlashSaleFields) {
  const body = {
    name: fields.name,
    starts_at: fromWibInput(fields.startsAt) ?? '',
    ends_at: fromWibInput(fields.endsAt) ?? '',
    items: fields.items.map((item) => ({ variant_id: item.variantId, price: item.price, quota: item.quota })),
  };
  const errors: FlashSaleErrors = {};
  const checked = FlashSaleBody.safeParse(body);
  if (!checked.success)
    for (const issue of checked.error.issues) errors[issue.path.join('.')] ??= fieldText(t, issue.message);
  if (fields.startsAt.trim() === '') errors.starts_at = t('adminFlash.error.startRequired');
  if (fields.endsAt.trim() === '') errors.ends_at = t('adminFlash.error.endRequired');
  fields.items.forEach((item, i) => {
    const price = readTyped(item.price, 'rupiah', PRODUCT_PRICE_MAX);
    if (price.ok && price.value >= item.normalPrice && !errors[`items.${i}.price`])
      errors[`items.${i}.price`] = t('adminFlash.error.priceBelowNormal');
  });
  return { body, errors };
}

/**
 * The flash sale form: its fields as typed, checked before sending, then saved as a new flash sale or over the
 * scheduled one edited; each refusal is said on its field (422 details by path, the variant a 409
 * FLASH_SALE_OVERLAP names), anything else above the buttons.
 */
export function useFlashSaleForm(sale: AdminFlashSale | null, onDone: (message: string) => void) {
  const t = useT();
  const save = useSaveFlashSale();
  const [fields, setFields] = useState(() => fieldsOf(sale));
  const [errors, setErrors] = useState<FlashSaleErrors>({});
  const [problem, setProblem] = useState<string | null>(null);

  /** A field typed again: its value, and the message it answers (if any) goes. */
  const change = (patch: Partial<FlashSaleFields>, answers?: string) => {
    setFields((current) => ({ ...current, ...patch }));
    if (answers) setErrors((current) => ({ ...current, [answers]: '' }));
  };
  const changeItem = (index: number, patch: Partial<FlashItemDraft>, answers: 'price' | 'quota') => {
    setFields((current) => ({
      ...current,
      items: current.items.map((item, i) => (i === index ? { ...item, ...patch } : item)),
    }));
    setErrors((current) => ({ ...current, [`items.${index}.${answers}`]: '' }));
  };
  const addItem = (item: FlashItemDraft) => {
    setFields((current) =>
      current.items.some((i) => i.variantId === item.variantId)
        ? current
        : { ...current, items: [...current.items, item] },
    );
    setErrors((current) => ({ ...current, items: '' }));
  };
  // The messages of the rows after the one removed named other rows: they go with it.
  const removeItem = (index: number) => {
    setFields((current) => ({ ...current, items: current.items.filter((_, i) => i !== index) }));
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([path]) => !path.startsWith('items.'))));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const { body, errors: found } = flashSaleProblems(t, fields);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      const saved = await save.mutateAsync({ flashSaleId: sale?.flash_sale_id, body });
      onDone(t(sale ? 'adminFlash.saved' : 'adminFlash.created', { name: saved.name }));
    } catch (error) {
      if (isApiError(error) && error.code === 'FLASH_SALE_OVERLAP') {
        const index = fields.items.findIndex((item) => item.variantId === Number(error.body?.variant_id));
        if (index >= 0) setErrors({ [`items.${index}.variant_id`]: t('adminFlash.overlap') });
        setProblem(index >= 0 ? t('adminFlash.checkFields') : t('adminFlash.overlapOther'));
      } else if (isApiError(error) && error.code === 'FLASH_SALE_STARTED') {
        setProblem(t('adminFlash.started'));
      } else if (isApiError(error) && error.details.length > 0) {
        setErrors(Object.fromEntries(error.details.map((d) => [d.path, fieldText(t, d.message)])));
        setProblem(t('adminFlash.checkFields'));
      } else {
        setProblem(errorText(error, t, t('adminFlash.saveFailed')));
      }
    }
  };

  return {
    fields,
    change,
    changeItem,
    addItem,
    removeItem,
    errors,
    problem,
    submit,
    saving: save.isPending,
  };
}

export type FlashSaleForm = ReturnType<typeof useFlashSaleForm>;
