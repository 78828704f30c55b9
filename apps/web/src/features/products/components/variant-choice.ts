import type { ProductDetail, Variant } from '@boneka/shared';
import { chargeableGrams } from '@boneka/shared/variants';

/** The value chosen for each option, in option order; null where the shopper has not chosen yet. */
export type Selection = readonly (string | null)[];

/** How a value of an option can be bought with what else is chosen. */
export type ValueState = 'available' | 'soldOut' | 'notSold';

const onSale = (v: Variant) => v.is_active;

/** Whether a variant has every value the selection names (an unchosen option matches anything). */
const fits = (variant: Variant, selection: Selection, except?: number) =>
  selection.every((value, i) => i === except || value === null || variant.options[i] === value);

/**
 * Where the page starts: the variant a shared link names (`?varian=`), else what needs no choosing: an option with
 * one value on sale, or everything when only one variant is on sale.
 */
export function initialSelection(product: ProductDetail, variantId: number | null): Selection {
  const named = variantId === null ? undefined : product.variants.find((v) => v.variant_id === variantId);
  if (named && named.options.length === product.options.length) return named.options;
  const sold = product.variants.filter(onSale);
  if (sold.length === 1 && sold[0]!.options.length === product.options.length) return sold[0]!.options;
  return product.options.map((_, i) => {
    const values = new Set(sold.map((v) => v.options[i]));
    return values.size === 1 ? [...values][0]! : null;
  });
}

/** The variant the selection names, whether on sale or not; null while an option is unchosen or none has it. */
export function chosenVariant(product: ProductDetail, selection: Selection): Variant | null {
  if (product.options.length === 0) return product.variants[0] ?? null;
  if (selection.some((value) => value === null)) return null;
  return product.variants.find((v) => fits(v, selection)) ?? null;
}

/** The variants on sale that fit what is chosen so far. */
export const fittingVariants = (product: ProductDetail, selection: Selection) =>
  product.variants.filter((v) => onSale(v) && fits(v, selection));

/** A value is available when a variant on sale with stock has it and fits the other options chosen. */
export function valueState(product: ProductDetail, selection: Selection, option: number, value: string): ValueState {
  const candidates = product.variants.filter((v) => onSale(v) && v.options[option] === value);
  const fitting = candidates.filter((v) => fits(v, selection, option));
  if (fitting.some((v) => v.stock > 0)) return 'available';
  return fitting.length > 0 ? 'soldOut' : 'notSold';
}

/** The lowest and highest price of the variants that fit; the product's own when none does. */
export function priceSpan(product: ProductDetail, selection: Selection): { min: number; max: number } {
  const prices = fittingVariants(product, selection).map((v) => v.sale?.price ?? v.price);
  if (prices.length === 0) return { min: product.price, max: product.price_max };
  return { min: Math.min(...prices), max: Math.max(...prices) };
}

/** The lightest parcel among the variants that fit: an estimate for it is the least the shopper will pay. */
export function lightestVariant(product: ProductDetail, selection: Selection): Variant | null {
  const fitting = fittingVariants(product, selection);
  return fitting.reduce<Variant | null>(
    (best, v) => (best && chargeableGrams(best) <= chargeableGrams(v) ? best : v),
    null,
  );
}

/** The photo that goes with the choice: the variant's, or the one every fitting variant shares (a colour's). */
export function photoOf(product: ProductDetail, selection: Selection): number | null {
  const chosen = chosenVariant(product, selection);
  if (chosen?.image_id != null) return chosen.image_id;
  const photos = new Set(fittingVariants(product, selection).map((v) => v.image_id));
  return photos.size === 1 ? ([...photos][0] ?? null) : null;
}
