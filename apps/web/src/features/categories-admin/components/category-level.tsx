import type { Category } from '@boneka/shared';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { PlusIcon } from '@/components/ui/icons';
import { useT } from '@/lib/i18n/i18n';
import type { CategoryOrdering } from '../hooks/use-category-order';
import { CategoryCard } from './category-card';
import type { CategoryDialog } from './category-dialogs';

type CategoryLevelProps = {
  siblings: Category[];
  /** A top-level category's sub-categories; null below the top level, where none can be added. */
  childrenOf: (category: Category) => Category[] | null;
  depth: 1 | 2;
  ordering: CategoryOrdering;
  onOpen: (dialog: CategoryDialog) => void;
};

/** One level of the tree in the shop's order, each category draggable among its siblings, with its own under it. */
export function CategoryLevel({ siblings, childrenOf, depth, ordering, onOpen }: CategoryLevelProps) {
  const t = useT();
  return (
    <ol className="space-y-2">
      {siblings.map((category, index) => {
        const children = childrenOf(category);
        return (
          <li key={category.category_id} {...ordering.dragProps(category, siblings, index)}>
            <article
              aria-labelledby={`category-${category.category_id}`}
              className={cn(
                'rounded-2xl border bg-white p-3 shadow-xs transition sm:p-4',
                ordering.isDropTarget(category.category_id)
                  ? 'border-rose-500 ring-4 ring-rose-100'
                  : 'border-rose-100',
                ordering.isDragged(category.category_id) && 'opacity-50',
              )}
            >
              <CategoryCard
                category={category}
                siblings={siblings}
                index={index}
                depth={depth}
                childCount={children?.length ?? 0}
                ordering={ordering}
                onOpen={onOpen}
              />
              {children ? (
                <div className="mt-3 border-t border-cream-200 pt-3 sm:ml-12">
                  {children.length > 0 ? (
                    <CategoryLevel
                      siblings={children}
                      childrenOf={() => null}
                      depth={2}
                      ordering={ordering}
                      onOpen={onOpen}
                    />
                  ) : null}
                  <Button
                    variant="ghost"
                    size="sm"
                    className="mt-2"
                    aria-label={t('adminCategories.addChildLabel', { name: category.name })}
                    onClick={() => onOpen({ kind: 'create', parentId: category.category_id })}
                  >
                    <PlusIcon className="size-4" />
                    {t('adminCategories.addChild')}
                  </Button>
                </div>
              ) : null}
            </article>
          </li>
        );
      })}
    </ol>
  );
}
