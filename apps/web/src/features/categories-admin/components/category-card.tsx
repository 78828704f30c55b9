import type { Category } from '@boneka/shared';
import { Button } from '@/components/ui/button';
import { TrashIcon } from '@/components/ui/icons';
import { useLanguage, useT } from '@/lib/i18n/i18n';
import type { CategoryOrdering } from '../hooks/use-category-order';
import type { CategoryDialog } from './category-dialogs';
import { OrderButton } from './order-button';

type CategoryCardProps = {
  category: Category;
  siblings: Category[];
  index: number;
  depth: 1 | 2;
  childCount: number;
  ordering: CategoryOrdering;
  onOpen: (dialog: CategoryDialog) => void;
};

/** A category's row: its up and down buttons, its names, slug and product count, and what the owner can do to it. */
export function CategoryCard({ category, siblings, index, depth, childCount, ordering, onOpen }: CategoryCardProps) {
  const t = useT();
  const { language } = useLanguage();
  const other = language === 'id' ? category.name_en : category.name_id;
  const Heading = depth === 1 ? 'h2' : 'h3';
  const { controlRef, move } = ordering;
  return (
    <div className="flex flex-wrap items-start gap-3">
      <div
        className="flex shrink-0 flex-col gap-1"
        role="group"
        aria-label={t('adminCategories.orderOf', { name: category.name })}
      >
        <OrderButton
          ref={controlRef(category.category_id, 'up')}
          label={t('adminCategories.moveUp', { name: category.name })}
          disabled={index === 0}
          onClick={() => move(siblings, index, index - 1, 'up')}
          up
        />
        <OrderButton
          ref={controlRef(category.category_id, 'down')}
          label={t('adminCategories.moveDown', { name: category.name })}
          disabled={index === siblings.length - 1}
          onClick={() => move(siblings, index, index + 1, 'down')}
        />
      </div>
      <div className="min-w-0 flex-1">
        <Heading id={`category-${category.category_id}`} className="font-bold break-words text-cocoa-900">
          {category.name}
        </Heading>
        <p className="mt-0.5 text-xs break-words text-stone-500">
          {t('adminCategories.otherName', { name: other })} · /{category.slug} ·{' '}
          {t('adminCategories.productCount', { count: category.product_count })}
        </p>
      </div>
      <div className="flex w-full flex-wrap gap-1.5 sm:w-auto">
        <Button
          variant="outline"
          size="sm"
          aria-label={t('adminCategories.editLabel', { name: category.name })}
          onClick={() => onOpen({ kind: 'edit', category, childCount })}
        >
          {t('adminCategories.edit')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          aria-label={t('adminCategories.addProductsLabel', { name: category.name })}
          onClick={() => onOpen({ kind: 'move', category })}
        >
          {t('adminCategories.addProducts')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="text-red-600 hover:bg-red-50"
          aria-label={t('adminCategories.deleteLabel', { name: category.name })}
          onClick={() => onOpen({ kind: 'delete', category, childCount })}
        >
          <TrashIcon className="size-4" />
          {t('adminCategories.delete')}
        </Button>
      </div>
    </div>
  );
}
