import { DEFAULT_VARIANT_WEIGHT_GRAMS, variantLabel, type ProductDetail } from '@boneka/shared';
import { toWibInput } from '@/lib/wib-field';

/**
 * The owner's options and variants as the product form holds them: typed text, saved only when the whole form is.
 * An option keeps a `key` of its own, so renaming "Ukuran" or removing the option before it keeps what was typed
 * in the variants' rows.
 */
export type OptionDraft = { key: string; name: string; values: string[] };

export type VariantDraft = {
  /** Which combination it is: its value of each option, by option key. */
  values: Record<string, string>;
  /** The saved variant this row changes; none for a new combination. */
  variantId?: number;
  price: string;
  stock: string;
  sku: string;
  weight: string;
  /** The gallery photo (its key in the form's gallery) shown for this variant. */
  imageKey: string | null;
  isActive: boolean;
  /** Harga coret (decision 046): the sale price as typed, and its start and end as WIB datetime-local values. */
  salePrice: string;
  saleStarts: string;
  saleEnds: string;
  /** Harga grosir (decision 061): up to five tiers, each a minimum of pieces and a unit price, as typed. */
  wholesale: WholesaleDraft[];
};

/** One grosir tier as typed: "from 3 pcs, Rp 140.000". */
export type WholesaleDraft = { minQuantity: string; price: string };

let nextKey = 1;
export const newOptionKey = () => `option-${nextKey++}`;

/** One row's identity: its values in option order, any case ("Pink" and "pink" are one value). */
export const rowKey = (options: readonly OptionDraft[], values: Record<string, string>) =>
  options.map((o) => (values[o.key] ?? '').toLowerCase()).join('\u0000');

/** "50 cm / Pink" for the row; '' for the one row of a product without options. */
export const rowLabel = (options: readonly OptionDraft[], row: VariantDraft) =>
  variantLabel(options.map((o) => row.values[o.key]));

/** Options that take part in the variants: named, with at least one value (a half-typed option changes nothing). */
export const usableOptions = (options: readonly OptionDraft[]) =>
  options.filter((o) => o.name.trim() !== '' && o.values.length > 0);

/** Every combination of the options' values, the first option varying slowest (as the shop lists them). */
export function combinations(options: readonly OptionDraft[]): Record<string, string>[] {
  return options.reduce<Record<string, string>[]>(
    (rows, option) => rows.flatMap((row) => option.values.map((value) => ({ ...row, [option.key]: value }))),
    [{}],
  );
}

export const emptyRow = (values: Record<string, string> = {}): VariantDraft => ({
  values,
  price: '',
  stock: '',
  sku: '',
  weight: String(DEFAULT_VARIANT_WEIGHT_GRAMS),
  imageKey: null,
  isActive: true,
  salePrice: '',
  saleStarts: '',
  saleEnds: '',
  wholesale: [],
});

/**
 * The rows for the options as they are now: every combination, keeping what was typed for each combination that
 * stays. A new combination starts from the closest row there was (the one agreeing on the most option values, else
 * the first): its price and weight, never its stock (six sizes do not each hold the stock of the one before), its
 * SKU (unique to one variant) nor its saved id.
 */
export function syncRows(
  before: { options: readonly OptionDraft[]; rows: readonly VariantDraft[] },
  options: readonly OptionDraft[],
): VariantDraft[] {
  const used = usableOptions(options);
  const kept = new Map(before.rows.map((row) => [rowKey(usableOptions(before.options), row.values), row]));
  const agreement = (row: VariantDraft, values: Record<string, string>) =>
    used.filter(
      (o) => row.values[o.key] !== undefined && row.values[o.key]!.toLowerCase() === values[o.key]!.toLowerCase(),
    ).length;
  return combinations(used).map((values) => {
    const same = kept.get(rowKey(used, values));
    if (same) return { ...same, values };
    const closest = before.rows.reduce<VariantDraft | undefined>(
      (best, row) => (!best || agreement(row, values) > agreement(best, values) ? row : best),
      undefined,
    );
    return { ...emptyRow(values), price: closest?.price ?? '', weight: closest?.weight ?? emptyRow().weight };
  });
}

/** The form's options and rows for a saved product (its one row when it has no options). */
export function draftsOf(product: Pick<ProductDetail, 'options' | 'variants'>, imageKeyOf: (id: number) => string) {
  const options: OptionDraft[] = product.options.map((o) => ({ key: newOptionKey(), name: o.name, values: o.values }));
  const rows: VariantDraft[] = product.variants.map((v) => ({
    values: Object.fromEntries(options.map((o, i) => [o.key, v.options[i] ?? ''])),
    variantId: v.variant_id,
    price: String(v.price),
    stock: String(v.stock),
    sku: v.sku ?? '',
    weight: String(v.weight_grams),
    imageKey: v.image_id === null ? null : imageKeyOf(v.image_id),
    isActive: v.is_active,
    salePrice: v.sale_price === null ? '' : String(v.sale_price),
    saleStarts: toWibInput(v.sale_starts_at),
    saleEnds: toWibInput(v.sale_ends_at),
    wholesale: v.wholesale.map((tier) => ({ minQuantity: String(tier.min_quantity), price: String(tier.price) })),
  }));
  return { options, rows: rows.length > 0 ? rows : [emptyRow()] };
}

/** Moves one element of a list from `from` to `to` (both within it). */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}
