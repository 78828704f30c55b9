import { useId, useState } from 'react';
import type { AdminProduct } from '@boneka/shared';
import { formatRupiah } from '@boneka/shared/money';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/form-field';
import { ArrowLeftIcon, PlusIcon, SearchIcon } from '@/components/ui/icons';
import { useT } from '@/lib/i18n/i18n';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useFindProducts } from '@/lib/find-products';
import { useProductVariants } from '../api/get-product-variants';
import { itemTitle, type FlashItemDraft } from '../hooks/use-flash-sale-form';

const SEARCH_DELAY_MS = 300;

type FlashVariantPickerProps = {
  /** The variants already in the flash sale: they cannot be added twice. */
  chosen: readonly number[];
  onAdd: (item: FlashItemDraft) => void;
};

/** "Cari produk": products found by name, then the variants of the one chosen, each added with one tap. */
export function FlashVariantPicker({ chosen, onAdd }: FlashVariantPickerProps) {
  const t = useT();
  const searchId = useId();
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const [product, setProduct] = useState<AdminProduct | null>(null);

  return (
    <div className="space-y-2 rounded-2xl border border-cream-300 bg-cream-50 p-3">
      <label htmlFor={searchId} className="block text-sm font-semibold text-cocoa-700">
        {t('adminFlash.searchProducts')}
      </label>
      <div role="search" className="relative">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-500" />
        <input
          id={searchId}
          type="search"
          value={search}
          maxLength={100}
          autoComplete="off"
          onChange={(event) => {
            setSearch(event.target.value);
            setProduct(null);
          }}
          className={`${inputClass} pl-9`}
        />
      </div>
      {product ? (
        <ProductVariants product={product} chosen={chosen} onAdd={onAdd} onBack={() => setProduct(null)} />
      ) : (
        <FoundProducts search={query} onChoose={setProduct} />
      )}
    </div>
  );
}

function FoundProducts({ search, onChoose }: { search: string; onChoose: (product: AdminProduct) => void }) {
  const t = useT();
  const found = useFindProducts(search, 'flash-sale-picker');
  const products = found.data ?? [];
  if (found.isPending) return <p className="text-sm text-stone-600">{t('adminFlash.searching')}</p>;
  if (found.isError) return <Alert tone="error">{t('adminFlash.searchFailed')}</Alert>;
  if (products.length === 0) return <p className="text-sm text-stone-600">{t('adminFlash.noProducts')}</p>;
  return (
    <ul
      aria-label={t('adminFlash.productsFound')}
      aria-busy={found.isFetching || undefined}
      className="max-h-56 divide-y divide-cream-200 overflow-y-auto rounded-xl border border-cream-300 bg-white"
    >
      {products.map((p) => (
        <li key={p.product_id}>
          <button
            type="button"
            onClick={() => onChoose(p)}
            className="flex min-h-11 w-full items-center justify-between gap-3 px-3 py-2 text-left text-sm hover:bg-rose-50/60"
          >
            <span className="min-w-0 font-semibold break-words text-cocoa-900">
              <span className="sr-only">{t('adminFlash.chooseVariant')} </span>
              {p.name}
            </span>
            <span className="shrink-0 text-xs text-stone-600">{formatRupiah(p.price)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

function ProductVariants({
  product,
  chosen,
  onAdd,
  onBack,
}: {
  product: AdminProduct;
  chosen: readonly number[];
  onAdd: (item: FlashItemDraft) => void;
  onBack: () => void;
}) {
  const t = useT();
  const variants = useProductVariants(product.product_id);
  return (
    <div className="space-y-2">
      <Button variant="ghost" size="sm" onClick={onBack}>
        <ArrowLeftIcon className="size-4" />
        {t('adminFlash.backToProducts')}
      </Button>
      {variants.isPending ? (
        <p className="text-sm text-stone-600">{t('adminFlash.variantsLoading')}</p>
      ) : variants.isError ? (
        <Alert tone="error">{t('adminFlash.variantsFailed')}</Alert>
      ) : (
        <ul
          aria-label={t('adminFlash.chooseVariantOf', { name: product.name })}
          className="max-h-56 divide-y divide-cream-200 overflow-y-auto rounded-xl border border-cream-300 bg-white"
        >
          {variants.data.map((v) => {
            const title = itemTitle(product.name, v.label);
            const taken = chosen.includes(v.variant_id);
            return (
              <li key={v.variant_id} className="flex min-h-11 items-center justify-between gap-3 px-3 py-2 text-sm">
                <span className="min-w-0">
                  <span className="block font-semibold break-words text-cocoa-900">{v.label || product.name}</span>
                  <span className="block text-xs text-stone-600">
                    {t('adminFlash.variantPrice', { amount: formatRupiah(v.price), stock: v.stock })}
                  </span>
                </span>
                {taken ? (
                  <span className="shrink-0 text-xs font-semibold text-stone-600">{t('adminFlash.added')}</span>
                ) : (
                  <Button
                    variant="outline"
                    size="sm"
                    className="shrink-0"
                    aria-label={t('adminFlash.addVariantLabel', { name: title })}
                    onClick={() =>
                      onAdd({ variantId: v.variant_id, title, normalPrice: v.price, price: '', quota: '' })
                    }
                  >
                    <PlusIcon className="size-4" />
                    {t('adminFlash.addVariant')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
