import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/components/ui/cn';
import { useLanguage, useT } from '@/lib/i18n/i18n';
import { useCategories } from '../api/get-categories';
import { categoryHref, categoryName, findCategory } from './category-tree';

type CategoryChipsProps = {
  /** The slug the page shows ('' for every category). */
  active?: string;
  /** The link of a chip (null: every category); by default the category's page of the catalogue. */
  hrefFor?: (slug: string | null) => string;
  /** Also the chosen category's subcategories, as a second row (the catalogue; the home page shows the top level). */
  withChildren?: boolean;
  className?: string;
};

const row =
  // One swipeable row on a phone, running to the screen's edges; wrapped lines from sm up.
  '-mx-4 flex gap-2 overflow-x-auto px-4 py-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0';

function Chip({
  to,
  current,
  selected,
  small,
  children,
}: {
  to: string;
  current: boolean;
  selected: boolean;
  small?: boolean;
  children: ReactNode;
}) {
  return (
    <li className="shrink-0">
      <Link
        to={to}
        aria-current={current ? 'page' : undefined}
        data-selected={selected || undefined}
        className={cn(
          'inline-flex items-center rounded-full border font-bold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-500',
          small ? 'h-8 px-3 text-xs' : 'h-9 px-4 text-sm',
          selected
            ? 'border-rose-600 bg-rose-600 text-white'
            : 'border-rose-200 bg-white text-cocoa-700 hover:border-rose-300 hover:bg-rose-50',
        )}
      >
        {children}
      </Link>
    </li>
  );
}

/**
 * The shop's categories as chips, "Semua" first. Categories without a listed product are left out, unless one is the
 * page's own. While the tree loads only "Semua" shows, so the row keeps its height and nothing below it moves.
 */
export function CategoryChips({
  active = '',
  hrefFor = categoryHref,
  withChildren = false,
  className,
}: CategoryChipsProps) {
  const t = useT();
  const { language } = useLanguage();
  const tree = useCategories().data ?? [];
  const found = findCategory(tree, active);
  const shown = <C extends { slug: string; product_count: number }>(list: readonly C[]) =>
    list.filter((c) => c.product_count > 0 || c.slug === active);
  const children = withChildren && found ? shown(found.top.children) : [];
  // On a phone the row scrolls sideways: the chosen category is brought into it, not left off to the right.
  const rowRef = useRef<HTMLUListElement>(null);
  const loaded = tree.length;
  useEffect(() => {
    const list = rowRef.current;
    const chip = list?.querySelector<HTMLElement>('[data-selected]');
    if (!list || !chip || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft += chip.getBoundingClientRect().left - list.getBoundingClientRect().left - 16;
  }, [active, loaded]);

  return (
    <nav aria-label={t('categories.label')} className={cn('space-y-2', className)}>
      <ul ref={rowRef} className={row}>
        <Chip to={hrefFor(null)} current={!active} selected={!active}>
          {t('categories.all')}
        </Chip>
        {shown(tree).map((category) => (
          <Chip
            key={category.category_id}
            to={hrefFor(category.slug)}
            current={category.slug === active}
            selected={found?.top.category_id === category.category_id}
          >
            {categoryName(category, language)}
          </Chip>
        ))}
      </ul>
      {found && children.length > 0 ? (
        <ul aria-label={categoryName(found.top, language)} className={row}>
          <Chip small to={hrefFor(found.top.slug)} current={false} selected={found.category === found.top}>
            {t('categories.allOf', { name: categoryName(found.top, language) })}
          </Chip>
          {children.map((child) => (
            <Chip
              small
              key={child.category_id}
              to={hrefFor(child.slug)}
              current={child.slug === active}
              selected={child.slug === active}
            >
              {categoryName(child, language)}
            </Chip>
          ))}
        </ul>
      ) : null}
    </nav>
  );
}
