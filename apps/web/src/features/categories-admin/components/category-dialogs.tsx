import type { Category, CategoryNode } from '@boneka/shared';
import { CategoryFormDialog } from './category-form-dialog';
import { DeleteCategoryDialog } from './delete-category-dialog';
import { MoveProductsDialog } from './move-products-dialog';

/** What the owner opened on the categories page: a new category, or one category's form, delete or products. */
export type CategoryDialog =
  | { kind: 'create'; parentId: number | null }
  | { kind: 'edit'; category: Category; childCount: number }
  | { kind: 'delete'; category: Category; childCount: number }
  | { kind: 'move'; category: Category };

type CategoryDialogsProps = {
  dialog: CategoryDialog | null;
  tree: CategoryNode[];
  topLevel: Category[];
  onDone: (text: string) => void;
  onCancel: () => void;
};

/** The one dialog open on the categories page, if any. */
export function CategoryDialogs({ dialog, tree, topLevel, onDone, onCancel }: CategoryDialogsProps) {
  if (dialog?.kind === 'create' || dialog?.kind === 'edit') {
    return (
      <CategoryFormDialog
        category={dialog.kind === 'edit' ? dialog.category : null}
        parentId={dialog.kind === 'create' ? dialog.parentId : dialog.category.parent_id}
        hasChildren={dialog.kind === 'edit' && dialog.childCount > 0}
        topLevel={topLevel}
        onDone={onDone}
        onCancel={onCancel}
      />
    );
  }
  if (dialog?.kind === 'delete') {
    return (
      <DeleteCategoryDialog
        category={dialog.category}
        childCount={dialog.childCount}
        others={tree
          .flatMap((c: CategoryNode) => [c, ...c.children])
          .filter((c) => c.category_id !== dialog.category.category_id)}
        onDone={onDone}
        onCancel={onCancel}
      />
    );
  }
  if (dialog?.kind === 'move')
    return <MoveProductsDialog category={dialog.category} onDone={onDone} onCancel={onCancel} />;
  return null;
}
