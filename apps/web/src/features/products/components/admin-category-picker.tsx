import { useId } from 'react';
import type { CategoryNode } from '@boneka/shared';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/form-field';
import { useLanguage, useT } from '@/lib/i18n/i18n';
import { useCategoryChoices } from '../api/get-category-choices';

export type CategoryChoice = { categoryIds: number[]; mainCategoryId: number | null };

type AdminCategoryPickerProps = {
  value: CategoryChoice;
  onChange: (value: CategoryChoice) => void;
  /** The product is new: with nothing ticked it goes to the shop's default category. */
  isNew: boolean;
  error?: string;
  disabled?: boolean;
};

/**
 * "Kategori": the product in one or more categories of the shop's two-level tree, and which of them is its main one
 * (the name its card and the spec's `category.name` show).
 */
export function AdminCategoryPicker({ value, onChange, isNew, error, disabled = false }: AdminCategoryPickerProps) {
  const t = useT();
  const { language } = useLanguage();
  const categories = useCategoryChoices(language);
  const helpId = useId();
  const all = (categories.data ?? []).flatMap((c) => [c, ...c.children]);
  const nameOf = (id: number) => all.find((c) => c.category_id === id)?.name ?? `#${id}`;

  const toggle = (id: number, checked: boolean) => {
    const categoryIds = checked ? [...value.categoryIds, id] : value.categoryIds.filter((c) => c !== id);
    const keepsMain = value.mainCategoryId !== null && categoryIds.includes(value.mainCategoryId);
    onChange({ categoryIds, mainCategoryId: keepsMain ? value.mainCategoryId : (categoryIds[0] ?? null) });
  };

  const box = (category: CategoryNode | CategoryNode['children'][number], strong: boolean) => (
    <label className="flex min-h-10 cursor-pointer items-center gap-2.5 rounded-xl px-2 text-sm hover:bg-rose-50/60">
      <input
        type="checkbox"
        checked={value.categoryIds.includes(category.category_id)}
        disabled={disabled}
        onChange={(event) => toggle(category.category_id, event.target.checked)}
        className="size-4.5 shrink-0 accent-rose-600"
      />
      <span className={strong ? 'font-bold text-cocoa-900' : 'text-cocoa-700'}>{category.name}</span>
    </label>
  );

  return (
    <div className="space-y-3">
      <fieldset aria-describedby={helpId} className="min-w-0">
        <legend className="mb-1.5 text-sm font-semibold text-cocoa-700">{t('adminProducts.fieldCategories')}</legend>
        {categories.isPending ? (
          <p className="text-sm text-stone-500">{t('adminProducts.categoriesLoading')}</p>
        ) : categories.isError ? (
          <div className="flex flex-wrap items-center gap-2">
            <p role="alert" className="text-sm text-red-600">
              {t('adminProducts.categoriesLoadFailed')}
            </p>
            <Button variant="outline" size="sm" onClick={() => void categories.refetch()}>
              {t('adminProducts.retry')}
            </Button>
          </div>
        ) : (
          <ul className="max-h-72 space-y-0.5 overflow-y-auto rounded-2xl border border-cream-300 p-1.5">
            {categories.data.map((category) => (
              <li key={category.category_id}>
                {box(category, true)}
                {category.children.length > 0 ? (
                  <ul className="ml-6 border-l border-cream-200 pl-1">
                    {category.children.map((child) => (
                      <li key={child.category_id}>{box(child, false)}</li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      <p id={helpId} className="text-xs text-stone-500">
        {isNew && value.categoryIds.length === 0
          ? t('adminProducts.categoriesDefault')
          : t('adminProducts.categoriesHelp')}
      </p>
      <SelectField
        label={t('adminProducts.fieldMainCategory')}
        value={value.mainCategoryId ?? ''}
        disabled={disabled || value.categoryIds.length === 0}
        error={error}
        onChange={(event) => onChange({ ...value, mainCategoryId: Number(event.target.value) })}
      >
        {value.categoryIds.length === 0 ? <option value="">{t('adminProducts.mainCategoryNone')}</option> : null}
        {value.categoryIds.map((id) => (
          <option key={id} value={id}>
            {nameOf(id)}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
