import { memo, useState, type ReactNode } from 'react';
import { MAX_VARIANT_WEIGHT_GRAMS, PRODUCT_PRICE_MAX, PRODUCT_STOCK_MAX } from '@boneka/shared';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { TextField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { MoneyField, readTyped } from '@/components/ui/money-field';
import { useT } from '@/lib/i18n/i18n';
import { ImageIcon } from './admin-product-icons';
import { AdminSaleFields } from './admin-sale-fields';
import type { GalleryItem } from './admin-product-save';
import { rowLabel, type OptionDraft, type VariantDraft } from './admin-variant-rows';

type AdminVariantsTableProps = {
  options: OptionDraft[];
  rows: VariantDraft[];
  /** Every row at once ("Atur semua"). */
  onChange: (rows: VariantDraft[]) => void;
  /** One row's change; stable, so the other rows do not render again. */
  onRowChange: (index: number, patch: Partial<VariantDraft>) => void;
  gallery: GalleryItem[];
  /** Messages by path (`rows.2.price`, `variants`), already in the page's language. */
  errors: Record<string, string>;
  disabled?: boolean;
};

/** On a laptop one line per variant under column headers; on a phone one card per variant, each field labelled. */
const ROW_GRID =
  'lg:grid lg:grid-cols-[minmax(7rem,1.1fr)_minmax(8.5rem,1fr)_minmax(5.5rem,0.6fr)_minmax(7rem,0.9fr)_minmax(5.5rem,0.6fr)_3.5rem_4.5rem] lg:items-start lg:gap-3';
/** Labels the headers stand for on a laptop; a screen reader still reads each (the fieldset names the variant). */
const CELL = 'lg:[&>label]:sr-only';

/**
 * "Daftar varian": every combination of the options with its price, stock, SKU, weight, photo and whether it is on
 * sale, and an "Atur semua" line that sets one price, stock or weight for all of them.
 */
export function AdminVariantsTable({
  options,
  rows,
  onChange,
  onRowChange,
  gallery,
  errors,
  disabled = false,
}: AdminVariantsTableProps) {
  const t = useT();
  const onSale = rows.filter((row) => row.isActive).length;

  return (
    <div className="space-y-3">
      <SetAll rows={rows} onChange={onChange} disabled={disabled} />
      <p className="text-xs text-stone-500" aria-live="polite">
        {t('adminProducts.variantCount', { count: rows.length, active: onSale })}
      </p>
      {errors.variants ? <p className="text-xs font-medium text-red-600">{errors.variants}</p> : null}
      <div
        aria-hidden="true"
        className={cn(
          ROW_GRID,
          'hidden rounded-xl bg-cream-100 px-3 py-2 text-xs font-bold tracking-wide text-cocoa-700 uppercase',
        )}
      >
        <span>{t('adminProducts.colVariant')}</span>
        <span>{t('adminProducts.fieldPrice')}</span>
        <span>{t('adminProducts.fieldStock')}</span>
        <span>{t('adminProducts.fieldSku')}</span>
        <span>{t('adminProducts.colWeight')}</span>
        <span>{t('adminProducts.colPhoto')}</span>
        <span>{t('adminProducts.colOnSale')}</span>
      </div>
      <ul className="space-y-3 lg:space-y-1.5">
        {rows.map((row, index) => (
          <VariantRow
            key={Object.values(row.values).join('\u0000') || 'single'}
            index={index}
            row={row}
            label={rowLabel(options, row)}
            gallery={gallery}
            errors={errors}
            disabled={disabled}
            onChange={onRowChange}
          />
        ))}
      </ul>
    </div>
  );
}

type VariantRowProps = {
  index: number;
  row: VariantDraft;
  label: string;
  gallery: GalleryItem[];
  errors: Record<string, string>;
  disabled: boolean;
  onChange: (index: number, patch: Partial<VariantDraft>) => void;
};

/** One variant's line; only the line typed in renders again (a product has up to MAX_VARIANTS of them). */
const VariantRow = memo(function VariantRow({
  index,
  row,
  label,
  gallery,
  errors,
  disabled,
  onChange,
}: VariantRowProps) {
  const t = useT();
  const error = (field: string) => errors[`rows.${index}.${field}`];
  return (
    <li>
      <fieldset
        className={cn(
          ROW_GRID,
          'grid min-w-0 grid-cols-2 gap-3 rounded-2xl border px-3 py-3 lg:rounded-xl lg:py-2',
          row.isActive ? 'border-cream-300 bg-white' : 'border-stone-200 bg-stone-50',
        )}
      >
        <legend className="sr-only">{label}</legend>
        <p
          aria-hidden="true"
          className={cn(
            'col-span-2 self-center text-sm font-bold break-words lg:col-span-1',
            row.isActive ? 'text-cocoa-900' : 'text-stone-500 line-through',
          )}
        >
          {label}
        </p>
        {error('options') ? (
          <p className="col-span-2 text-xs font-medium text-red-600 lg:col-span-7 lg:row-start-2">{error('options')}</p>
        ) : null}
        <MoneyField
          label={t('adminProducts.fieldPrice')}
          wrapperClassName={cn(CELL, 'col-span-2 sm:col-span-1')}
          typed={row.price}
          value={row.price}
          maxValue={PRODUCT_PRICE_MAX}
          required
          disabled={disabled}
          error={error('price')}
          onChange={(event) => onChange(index, { price: event.target.value })}
        />
        <MoneyField
          label={t('adminProducts.fieldStock')}
          unit="count"
          wrapperClassName={CELL}
          typed={row.stock}
          value={row.stock}
          maxValue={PRODUCT_STOCK_MAX}
          required
          disabled={disabled}
          error={error('stock')}
          onChange={(event) => onChange(index, { stock: event.target.value })}
        />
        <TextField
          label={t('adminProducts.fieldSku')}
          wrapperClassName={CELL}
          value={row.sku}
          maxLength={64}
          autoComplete="off"
          spellCheck={false}
          className="uppercase placeholder:normal-case"
          disabled={disabled}
          error={error('sku')}
          onChange={(event) => onChange(index, { sku: event.target.value })}
        />
        <MoneyField
          label={t('adminProducts.fieldWeight')}
          unit="count"
          wrapperClassName={CELL}
          typed={row.weight}
          value={row.weight}
          maxValue={MAX_VARIANT_WEIGHT_GRAMS}
          required
          disabled={disabled}
          error={error('weight')}
          onChange={(event) => onChange(index, { weight: event.target.value })}
        />
        <VariantPhoto
          label={label}
          gallery={gallery}
          value={row.imageKey}
          disabled={disabled}
          onChange={(imageKey) => onChange(index, { imageKey })}
        />
        <OnSaleSwitch
          checked={row.isActive}
          disabled={disabled}
          onChange={(isActive) => onChange(index, { isActive })}
        />
        <AdminSaleFields
          className="col-span-2 lg:col-span-7"
          sale={row}
          errors={{ salePrice: error('salePrice'), saleStarts: error('saleStarts'), saleEnds: error('saleEnds') }}
          disabled={disabled}
          onChange={(patch) => onChange(index, patch)}
        />
      </fieldset>
    </li>
  );
});

/** "Atur semua": what is filled in goes to every variant; what is left empty changes nothing. */
function SetAll({
  rows,
  onChange,
  disabled,
}: {
  rows: VariantDraft[];
  onChange: (rows: VariantDraft[]) => void;
  disabled: boolean;
}) {
  const t = useT();
  const [price, setPrice] = useState('');
  const [stock, setStock] = useState('');
  const [weight, setWeight] = useState('');
  const [percent, setPercent] = useState('');
  const [saleStarts, setSaleStarts] = useState('');
  const [saleEnds, setSaleEnds] = useState('');
  const [done, setDone] = useState('');
  const readable = (text: string, unit: 'rupiah' | 'count', max: number) =>
    text.trim() === '' || readTyped(text, unit, max).ok;
  const percentOff = readTyped(percent, 'count', 99);
  const ready =
    (price.trim() || stock.trim() || weight.trim() || percent.trim()) &&
    readable(price, 'rupiah', PRODUCT_PRICE_MAX) &&
    readable(stock, 'count', PRODUCT_STOCK_MAX) &&
    readable(weight, 'count', MAX_VARIANT_WEIGHT_GRAMS) &&
    (percent.trim() === '' || (percentOff.ok && percentOff.value >= 1));
  /** "Diskon semua varian": each row's sale price is its own price less the percent, rounded to whole Rupiah. */
  const saleOf = (row: VariantDraft) => {
    if (!percentOff.ok) return {};
    const base = readTyped(price.trim() ? price : row.price, 'rupiah', PRODUCT_PRICE_MAX);
    if (!base.ok) return {};
    return {
      salePrice: String(Math.max(1, Math.round((base.value * (100 - percentOff.value)) / 100))),
      saleStarts,
      saleEnds,
    };
  };

  const apply = () => {
    if (!ready) return;
    onChange(
      rows.map((row) => ({
        ...row,
        ...(price.trim() ? { price } : {}),
        ...(stock.trim() ? { stock } : {}),
        ...(weight.trim() ? { weight } : {}),
        ...(percent.trim() ? saleOf(row) : {}),
      })),
    );
    setDone(t('adminProducts.setAllDone', { count: rows.length }));
    setPrice('');
    setStock('');
    setWeight('');
    setPercent('');
  };

  return (
    <fieldset className="rounded-2xl border border-dashed border-rose-200 bg-rose-50/40 p-3">
      <legend className="px-1 text-sm font-bold text-cocoa-900">{t('adminProducts.setAll')}</legend>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-start">
        <MoneyField
          label={t('adminProducts.setAllPrice')}
          wrapperClassName="col-span-2 sm:col-span-1"
          typed={price}
          value={price}
          maxValue={PRODUCT_PRICE_MAX}
          disabled={disabled}
          onChange={(event) => setPrice(event.target.value)}
        />
        <MoneyField
          label={t('adminProducts.setAllStock')}
          unit="count"
          typed={stock}
          value={stock}
          maxValue={PRODUCT_STOCK_MAX}
          disabled={disabled}
          onChange={(event) => setStock(event.target.value)}
        />
        <MoneyField
          label={t('adminProducts.setAllWeight')}
          unit="count"
          typed={weight}
          value={weight}
          maxValue={MAX_VARIANT_WEIGHT_GRAMS}
          disabled={disabled}
          onChange={(event) => setWeight(event.target.value)}
        />
        <Button
          variant="secondary"
          className="col-span-2 sm:col-span-1 sm:mt-7"
          disabled={disabled || !ready}
          onClick={apply}
        >
          {t('adminProducts.setAllApply')}
        </Button>
        <MoneyField
          label={t('adminProducts.setAllPercent')}
          unit="count"
          typed={percent}
          value={percent}
          maxValue={99}
          disabled={disabled}
          onChange={(event) => setPercent(event.target.value)}
        />
        <TextField
          type="datetime-local"
          label={t('adminProducts.saleStarts')}
          value={saleStarts}
          disabled={disabled}
          onChange={(event) => setSaleStarts(event.target.value)}
        />
        <TextField
          type="datetime-local"
          wrapperClassName="col-span-2 sm:col-span-1"
          label={t('adminProducts.saleEnds')}
          value={saleEnds}
          disabled={disabled}
          onChange={(event) => setSaleEnds(event.target.value)}
        />
      </div>
      <p aria-live="polite" className="sr-only">
        {done}
      </p>
    </fieldset>
  );
}

/** The variant's photo: a button showing it, opening the gallery to choose another (or none: the cover shows). */
function VariantPhoto({
  label,
  gallery,
  value,
  disabled,
  onChange,
}: {
  label: string;
  gallery: GalleryItem[];
  value: string | null;
  disabled: boolean;
  onChange: (imageKey: string | null) => void;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const index = gallery.findIndex((item) => item.key === value);
  const chosen = index >= 0 ? gallery[index] : undefined;
  return (
    <div className="flex items-center gap-2 lg:justify-center">
      <span className="text-sm font-semibold text-cocoa-700 lg:sr-only" aria-hidden="true">
        {t('adminProducts.colPhoto')}
      </span>
      <button
        type="button"
        disabled={disabled || gallery.length === 0}
        onClick={() => setOpen(true)}
        aria-label={
          chosen
            ? t('adminProducts.variantPhotoChosen', { label, number: index + 1 })
            : t('adminProducts.variantPhotoNone', { label })
        }
        title={gallery.length === 0 ? t('adminProducts.variantPhotoNoGallery') : undefined}
        className="grid size-11 shrink-0 cursor-pointer place-items-center overflow-hidden rounded-xl border border-cream-300 bg-cream-50 text-stone-500 hover:border-rose-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-500 disabled:cursor-not-allowed disabled:opacity-55"
      >
        {chosen ? <img src={chosen.url} alt="" className="size-full object-cover" /> : <ImageIcon className="size-5" />}
      </button>
      <Modal
        open={open}
        title={t('adminProducts.variantPhotoTitle', { label })}
        onClose={() => setOpen(false)}
        closeLabel={t('adminProducts.close')}
      >
        <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4">
          <PhotoChoice
            chosen={!chosen}
            label={t('adminProducts.variantPhotoCoverOption')}
            onChoose={() => {
              onChange(null);
              setOpen(false);
            }}
          >
            <span className="grid size-full place-items-center p-1 text-center text-xs text-stone-500">
              <ImageIcon className="size-6" />
            </span>
          </PhotoChoice>
          {gallery.map((item, i) => (
            <PhotoChoice
              key={item.key}
              chosen={item.key === value}
              label={
                i === 0
                  ? t('adminProducts.photoCover', { number: 1 })
                  : t('adminProducts.photoNumber', { number: i + 1 })
              }
              onChoose={() => {
                onChange(item.key);
                setOpen(false);
              }}
            >
              <img src={item.url} alt="" className="size-full object-cover" />
            </PhotoChoice>
          ))}
        </ul>
      </Modal>
    </div>
  );
}

function PhotoChoice({
  chosen,
  label,
  onChoose,
  children,
}: {
  chosen: boolean;
  label: string;
  onChoose: () => void;
  children: ReactNode;
}) {
  return (
    <li>
      <button
        type="button"
        aria-pressed={chosen}
        onClick={onChoose}
        className="block w-full cursor-pointer rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-500"
      >
        <span
          className={cn(
            'block aspect-square overflow-hidden rounded-xl border-2 bg-cream-50',
            chosen ? 'border-rose-600 ring-4 ring-rose-100' : 'border-cream-300 hover:border-rose-300',
          )}
        >
          {children}
        </span>
        <span className="mt-1 block text-center text-xs font-semibold text-cocoa-700">{label}</span>
      </button>
    </li>
  );
}

/** "Dijual": a switched-off variant stays in the table but cannot be bought. */
function OnSaleSwitch({
  checked,
  disabled,
  onChange,
}: {
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  const t = useT();
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-2 lg:justify-center">
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        className="peer sr-only"
      />
      <span
        aria-hidden="true"
        className="relative h-6 w-11 shrink-0 rounded-full bg-stone-300 transition-colors peer-checked:bg-emerald-500 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-rose-500 peer-disabled:opacity-55 after:absolute after:top-0.5 after:left-0.5 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5"
      />
      <span className="text-sm font-semibold text-cocoa-700 lg:sr-only">{t('adminProducts.onSale')}</span>
    </label>
  );
}
