import type { Category, CategoryNode } from '@boneka/shared';
import type { Language } from '@/lib/i18n/i18n';

/** A category's name in the page's language (the reply carries both; the page may switch after it came). */
export const categoryName = (category: Pick<Category, 'name_id' | 'name_en'>, language: Language) =>
  language === 'en' ? category.name_en : category.name_id;

/** The category of a slug and its top-level parent (itself when it is top-level); null when no such category. */
export function findCategory(
  tree: readonly CategoryNode[],
  slug: string,
): { category: Category; top: CategoryNode } | null {
  if (!slug) return null;
  for (const top of tree) {
    if (top.slug === slug) return { category: top, top };
    const child = top.children.find((c) => c.slug === slug);
    if (child) return { category: child, top };
  }
  return null;
}

/** `/products?category=…`: a category's page of the catalogue (null: every category). */
export const categoryHref = (slug: string | null) =>
  slug ? `/products?${new URLSearchParams({ category: slug }).toString()}` : '/products';
