import { useId, useState } from 'react';
import type { Category } from '@boneka/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/form-field';
import { SearchIcon } from '@/components/ui/icons';
import { Modal } from '@/components/ui/modal';
import { errorText } from '@/lib/error-text';
import { useT } from '@/lib/i18n/i18n';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useFindProducts } from '@/lib/find-products';
import { useMoveProducts } from '../api/move-products';

const SEARCH_DELAY_MS = 300;

type MoveProductsDialogProps = { category: Category; onDone: (message: string) => void; onCancel: () => void };

/**
 * "Tambah produk": products found by name are ticked (the ticks stay while the owner searches again) and put in the
 * category, added to theirs or made their main one.
 */
export function MoveProductsDialog({ category, onDone, onCancel }: MoveProductsDialogProps) {
  const t = useT();
  const searchId = useId();
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const found = useFindProducts(query, 'category-picker', { limit: 20 });
  const move = useMoveProducts();
  const [chosen, setChosen] = useState<Map<number, string>>(new Map());
  const [asMain, setAsMain] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const toggle = (id: number, name: string, checked: boolean) =>
    setChosen((old) => {
      const next = new Map(old);
      if (checked) next.set(id, name);
      else next.delete(id);
      return next;
    });

  const submit = async () => {
    setProblem(null);
    if (chosen.size === 0) {
      setProblem(t('adminCategories.chooseProducts'));
      return;
    }
    try {
      const result = await move.mutateAsync({
        categoryId: category.category_id,
        body: { product_ids: [...chosen.keys()], as_main: asMain },
      });
      onDone(t('adminCategories.productsMoved', { count: result.moved, name: category.name }));
    } catch (error) {
      setProblem(errorText(error, t, t('adminCategories.moveFailed')));
    }
  };

  const products = found.data ?? [];
  return (
    <Modal
      open
      title={t('adminCategories.addProductsTitle', { name: category.name })}
      onClose={() => {
        if (!move.isPending) onCancel();
      }}
      closeLabel={t('adminCategories.close')}
      footer={
        <>
          <Button variant="outline" onClick={onCancel} disabled={move.isPending}>
            {t('adminCategories.cancel')}
          </Button>
          <Button onClick={() => void submit()} disabled={move.isPending}>
            {move.isPending ? t('adminCategories.saving') : t('adminCategories.addChosen', { count: chosen.size })}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <div className="space-y-1.5">
          <label htmlFor={searchId} className="block text-sm font-semibold text-cocoa-700">
            {t('adminCategories.searchProducts')}
          </label>
          <div role="search" className="relative">
            <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-500" />
            <input
              id={searchId}
              type="search"
              value={search}
              maxLength={100}
              onChange={(event) => setSearch(event.target.value)}
              className={`${inputClass} pl-9`}
            />
          </div>
        </div>
        <fieldset aria-busy={found.isFetching || undefined}>
          <legend className="sr-only">{t('adminCategories.productsFound')}</legend>
          {found.isPending ? (
            <p className="text-sm text-stone-500">{t('adminCategories.searching')}</p>
          ) : found.isError ? (
            <Alert tone="error">{t('adminCategories.searchFailed')}</Alert>
          ) : products.length === 0 ? (
            <p className="text-sm text-stone-500">{t('adminCategories.noProductsFound')}</p>
          ) : (
            <ul className="max-h-72 divide-y divide-cream-200 overflow-y-auto rounded-2xl border border-cream-300">
              {products.map((product) => (
                <li key={product.product_id}>
                  <label className="flex min-h-11 cursor-pointer items-center gap-3 px-3 py-2 text-sm hover:bg-rose-50/60">
                    <input
                      type="checkbox"
                      checked={chosen.has(product.product_id)}
                      onChange={(event) => toggle(product.product_id, product.name, event.target.checked)}
                      className="size-4.5 shrink-0 accent-rose-600"
                    />
                    <span className="min-w-0">
                      <span className="block font-semibold break-words text-cocoa-900">{product.name}</span>
                      <span className="block text-xs text-stone-500">
                        {t('adminCategories.mainNow', { name: product.category.name })}
                      </span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          )}
        </fieldset>
        {chosen.size > 0 ? (
          <p className="text-xs text-stone-600" aria-live="polite">
            {t('adminCategories.chosen', { names: [...chosen.values()].join(', ') })}
          </p>
        ) : null}
        <label className="flex cursor-pointer items-start gap-2.5 text-sm">
          <input
            type="checkbox"
            checked={asMain}
            onChange={(event) => setAsMain(event.target.checked)}
            className="mt-0.5 size-4.5 shrink-0 accent-rose-600"
          />
          <span>
            <span className="font-semibold text-cocoa-900">{t('adminCategories.asMain', { name: category.name })}</span>
            <span className="block text-xs text-stone-500">
              {t('adminCategories.asMainHint', { name: category.name })}
            </span>
          </span>
        </label>
        {problem ? <Alert tone="error">{problem}</Alert> : null}
      </div>
    </Modal>
  );
}
