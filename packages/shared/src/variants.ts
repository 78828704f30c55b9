/**
 * Rules of options and variants that the server and the pages share (issue 27, decision 033).
 */

/** At most this many options per product (Ukuran, Warna, Motif). */
export const MAX_OPTIONS = 3;
/** At most this many values per option. */
export const MAX_OPTION_VALUES = 20;
/** At most this many variants per product (every combination of the options, or fewer). */
export const MAX_VARIANTS = 100;
/** At most this many photos in a product's gallery. */
export const MAX_PRODUCT_IMAGES = 10;
/** The weight a variant ships at when the owner names none (what every product shipped at before variants). */
export const DEFAULT_VARIANT_WEIGHT_GRAMS = 1000;
/** The heaviest parcel line the shop quotes (the couriers' own limit for one parcel is 50 kg). */
export const MAX_VARIANT_WEIGHT_GRAMS = 50_000;
/** Couriers in Indonesia (JNE, J&T, SiCepat, POS) charge volumetric weight as length × width × height / 6000 kg. */
export const VOLUMETRIC_DIVISOR = 6000;

/** "50 cm / Pink": a variant's option values in option order, '' for a product without options. */
export const variantLabel = (values: readonly (string | null | undefined)[]) =>
  values.filter((v): v is string => !!v && v.trim() !== '').join(' / ');

/**
 * "Boneka Beruang — 50 cm / Pink": a line as the shopper and the owner read it everywhere (cart, checkout, order,
 * mails, invoice, label, stock sheet); the name alone for a product without options.
 */
export const lineTitle = (name: string, label: string | null | undefined) => (label ? `${name} — ${label}` : name);

export interface Dimensions {
  weight_grams: number;
  length_cm?: number | null;
  width_cm?: number | null;
  height_cm?: number | null;
}

/**
 * What one unit weighs for the courier: its weight, or its volumetric weight when it has all three dimensions and
 * that is more (a bulky 1 m bear weighs 800 g and ships as 12 kg).
 */
export function chargeableGrams(v: Dimensions): number {
  const { length_cm: l, width_cm: w, height_cm: h } = v;
  const volumetric = l && w && h ? Math.ceil((l * w * h * 1000) / VOLUMETRIC_DIVISOR) : 0;
  return Math.max(v.weight_grams, volumetric);
}

/** The parcel's weight: every line's chargeable weight times its quantity; at least 1 gram. */
export const parcelGrams = (lines: readonly { quantity: number; variant: Dimensions }[]) =>
  Math.max(
    1,
    lines.reduce((sum, l) => sum + chargeableGrams(l.variant) * l.quantity, 0),
  );

/** `Boneka Wisuda` → `boneka-wisuda` (categories' slugs). */
export const slugify = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');

/** An SKU as the shop keeps it: trimmed, upper case ("br-50-ckl" and "BR-50-CKL" are one SKU). */
export const normalizeSku = (sku: string) => sku.trim().toUpperCase();
