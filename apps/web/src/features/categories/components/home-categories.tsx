import { useT } from '@/lib/i18n/i18n';
// The home page loads this part lazily (docs/design.md §7's JS budget), so it brings its own strings.
import '@/lib/i18n/messages/categories';
import { CategoryChips } from './category-chips';

/** The home page's way into the catalogue by category, under the banner. */
export function HomeCategories() {
  const t = useT();
  return (
    <section aria-labelledby="categories-title" className="space-y-3">
      <h2 id="categories-title" className="text-xl font-extrabold sm:text-2xl">
        {t('categories.homeTitle')}
      </h2>
      <CategoryChips />
    </section>
  );
}
