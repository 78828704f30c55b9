import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { cn } from '@/components/ui/cn';
import { inputClass } from '@/components/ui/form-field';
import { CloseIcon, SearchIcon } from '@/components/ui/icons';
import { useLanguage, useT, type MessageKey } from '@/lib/i18n/i18n';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useFindProducts } from '@/lib/find-products';
import { useCategoryChoices } from '../api/get-category-choices';
import type { ChosenProduct, VoucherForm, VoucherScopeKind } from '../hooks/use-voucher-form';

const SEARCH_DELAY_MS = 300;
const SCOPES: ReadonlyArray<[VoucherScopeKind, MessageKey]> = [
  ['all', 'adminVouchers.scopeAll'],
  ['products', 'adminVouchers.scopeProducts'],
  ['categories', 'adminVouchers.scopeCategories'],
];

/**
 * "Berlaku untuk": every product, the products chosen (searched by name), or the products in the categories chosen.
 * A limited voucher counts only the lines it covers, for its minimum spend and its discount.
 */
export function VoucherScopeFields({ form }: { form: VoucherForm }) {
  const t = useT();
  const { fields, change } = form;
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1.5 text-sm font-semibold text-cocoa-700">{t('adminVouchers.scope')}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {SCOPES.map(([scope, label]) => (
          <label key={scope} className="flex min-h-10 cursor-pointer items-center gap-2 text-sm text-cocoa-900">
            <input
              type="radio"
              name="voucher-scope"
              value={scope}
              checked={fields.scope === scope}
              onChange={() => change({ scope }, scope === 'categories' ? 'category_ids' : 'product_ids')}
              className="size-4.5 shrink-0 accent-rose-600"
            />
            {t(label)}
          </label>
        ))}
      </div>
      {fields.scope === 'products' ? <ProductChoice form={form} /> : null}
      {fields.scope === 'categories' ? <CategoryChoice form={form} /> : null}
    </fieldset>
  );
}

function ProductChoice({ form }: { form: VoucherForm }) {
  const t = useT();
  const searchId = useId();
  const errorId = useId();
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const found = useFindProducts(query, 'voucher-picker');
  const { fields, change, errors } = form;
  const chosen = fields.products;
  const toggle = (product: ChosenProduct, checked: boolean) =>
    change(
      {
        products: checked ? [...chosen, product] : chosen.filter((p) => p.product_id !== product.product_id),
      },
      'product_ids',
    );
  const products = found.data ?? [];
  return (
    <div className="space-y-2 rounded-2xl border border-cream-300 bg-cream-50 p-3">
      {chosen.length > 0 ? (
        <ul aria-label={t('adminVouchers.chosenProducts')} className="flex flex-wrap gap-1.5">
          {chosen.map((p) => (
            <li key={p.product_id}>
              <span className="inline-flex items-center gap-1 rounded-full bg-rose-100 py-0.5 pr-0.5 pl-2.5 text-xs font-semibold text-rose-800">
                {p.name}
                <button
                  type="button"
                  aria-label={t('adminVouchers.removeChosen', { name: p.name })}
                  onClick={() => toggle(p, false)}
                  className="grid size-7 place-items-center rounded-full hover:bg-rose-200"
                >
                  <CloseIcon className="size-3.5" />
                </button>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <label htmlFor={searchId} className="block text-sm font-semibold text-cocoa-700">
        {t('adminVouchers.searchProducts')}
      </label>
      <div role="search" className="relative">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-500" />
        <input
          id={searchId}
          type="search"
          value={search}
          maxLength={100}
          autoComplete="off"
          aria-invalid={errors.product_ids ? true : undefined}
          aria-describedby={errors.product_ids ? errorId : undefined}
          onChange={(event) => setSearch(event.target.value)}
          className={cn(inputClass, 'pl-9')}
        />
      </div>
      {found.isPending ? (
        <p className="text-sm text-stone-600">{t('adminVouchers.searching')}</p>
      ) : found.isError ? (
        <Alert tone="error">{t('adminVouchers.searchFailed')}</Alert>
      ) : products.length === 0 ? (
        <p className="text-sm text-stone-600">{t('adminVouchers.noProductsFound')}</p>
      ) : (
        <ul
          aria-label={t('adminVouchers.productsFound')}
          className="max-h-48 divide-y divide-cream-200 overflow-y-auto rounded-xl border border-cream-300 bg-white"
        >
          {products.map((p) => (
            <li key={p.product_id}>
              <label className="flex min-h-11 cursor-pointer items-center gap-3 px-3 py-2 text-sm hover:bg-rose-50/60">
                <input
                  type="checkbox"
                  checked={chosen.some((c) => c.product_id === p.product_id)}
                  onChange={(event) => toggle({ product_id: p.product_id, name: p.name }, event.target.checked)}
                  className="size-4.5 shrink-0 accent-rose-600"
                />
                <span className="min-w-0 font-semibold break-words text-cocoa-900">{p.name}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {errors.product_ids ? (
        <p id={errorId} className="text-xs font-medium text-red-600">
          {errors.product_ids}
        </p>
      ) : null}
    </div>
  );
}

function CategoryChoice({ form }: { form: VoucherForm }) {
  const t = useT();
  const { language } = useLanguage();
  const choices = useCategoryChoices(language);
  const { fields, change, errors } = form;
  const chosen = fields.categories;
  return (
    <fieldset className="space-y-2 rounded-2xl border border-cream-300 bg-cream-50 p-3">
      <legend className="sr-only">{t('adminVouchers.chooseCategories')}</legend>
      {choices.isPending ? (
        <p className="text-sm text-stone-600">{t('adminVouchers.categoriesLoading')}</p>
      ) : choices.isError ? (
        <Alert tone="error">{t('adminVouchers.categoriesFailed')}</Alert>
      ) : (
        <ul className="max-h-56 overflow-y-auto">
          {choices.data.map((c) => (
            <li key={c.category_id} className={cn(c.depth > 0 && 'pl-6')}>
              <label className="flex min-h-10 cursor-pointer items-center gap-2.5 text-sm text-cocoa-900">
                <input
                  type="checkbox"
                  checked={chosen.some((x) => x.category_id === c.category_id)}
                  onChange={(event) =>
                    change(
                      {
                        categories: event.target.checked
                          ? [...chosen, { category_id: c.category_id, name: c.name }]
                          : chosen.filter((x) => x.category_id !== c.category_id),
                      },
                      'category_ids',
                    )
                  }
                  className="size-4.5 shrink-0 accent-rose-600"
                />
                {c.name}
              </label>
            </li>
          ))}
        </ul>
      )}
      {errors.category_ids ? <p className="text-xs font-medium text-red-600">{errors.category_ids}</p> : null}
    </fieldset>
  );
}
