import { useState } from 'react';
import type { Category } from '@boneka/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { isApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { useT } from '@/lib/i18n/i18n';
import { useDeleteCategory } from '../api/delete-category';

type DeleteCategoryDialogProps = {
  category: Category;
  childCount: number;
  /** Where its products can go: every other category. */
  others: Category[];
  onDone: (message: string) => void;
  onCancel: () => void;
};

/**
 * "Hapus kategori". One with sub-categories is not deleted (they move or go first); one with products asks where they
 * go ("Pindahkan produk ke…") — also when the server finds products the list did not count (hidden ones).
 */
export function DeleteCategoryDialog({ category, childCount, others, onDone, onCancel }: DeleteCategoryDialogProps) {
  const t = useT();
  const remove = useDeleteCategory();
  const [productCount, setProductCount] = useState(category.product_count);
  const [moveTo, setMoveTo] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [moveError, setMoveError] = useState<string | undefined>();
  const [children, setChildren] = useState(childCount);
  const hasProducts = productCount > 0;

  const confirm = async () => {
    setProblem(null);
    if (hasProducts && moveTo === '') {
      setMoveError(t('adminCategories.moveToRequired'));
      return;
    }
    try {
      const target = others.find((c) => String(c.category_id) === moveTo);
      const result = await remove.mutateAsync({ categoryId: category.category_id, moveTo: target?.category_id });
      onDone(
        target && result.moved > 0
          ? t('adminCategories.deletedMoved', { name: category.name, count: result.moved, target: target.name })
          : t('adminCategories.deleted', { name: category.name }),
      );
    } catch (error) {
      if (isApiError(error) && error.code === 'CATEGORY_NOT_EMPTY') {
        setProductCount(Number(error.body?.product_count ?? 1));
        setMoveError(t('adminCategories.moveToRequired'));
      } else if (isApiError(error) && error.code === 'CATEGORY_HAS_CHILDREN') {
        setChildren(Number(error.body?.child_count ?? 1));
      } else {
        setProblem(errorText(error, t, t('adminCategories.deleteFailed')));
      }
    }
  };

  const close = () => {
    if (!remove.isPending) onCancel();
  };
  const title = t('adminCategories.deleteTitle', { name: category.name });

  if (children > 0) {
    return (
      <Modal
        open
        title={title}
        role="alertdialog"
        size="sm"
        onClose={close}
        footer={
          <Button variant="outline" onClick={onCancel} autoFocus>
            {t('adminCategories.understood')}
          </Button>
        }
      >
        <p className="text-sm leading-relaxed text-stone-600">
          {t('adminCategories.hasChildren', { name: category.name, count: children })}
        </p>
      </Modal>
    );
  }

  return (
    <Modal
      open
      title={title}
      role="alertdialog"
      size="sm"
      onClose={close}
      footer={
        <>
          <Button variant="outline" onClick={onCancel} disabled={remove.isPending}>
            {t('adminCategories.cancel')}
          </Button>
          <Button variant="danger" onClick={() => void confirm()} disabled={remove.isPending} autoFocus={!hasProducts}>
            {remove.isPending
              ? t('adminCategories.deleting')
              : hasProducts
                ? t('adminCategories.moveAndDelete')
                : t('adminCategories.delete')}
          </Button>
        </>
      }
    >
      <div className="space-y-4 text-sm leading-relaxed text-stone-600">
        {hasProducts ? (
          <>
            <p>{t('adminCategories.notEmpty', { name: category.name, count: productCount })}</p>
            <SelectField
              label={t('adminCategories.moveTo')}
              value={moveTo}
              error={moveError}
              autoFocus
              onChange={(event) => {
                setMoveTo(event.target.value);
                setMoveError(undefined);
              }}
            >
              <option value="">{t('adminCategories.moveToChoose')}</option>
              {others.map((c) => (
                <option key={c.category_id} value={c.category_id}>
                  {c.parent_id === null ? c.name : `— ${c.name}`}
                </option>
              ))}
            </SelectField>
          </>
        ) : (
          <p>{t('adminCategories.deleteConfirm', { name: category.name })}</p>
        )}
        {problem ? <Alert tone="error">{problem}</Alert> : null}
      </div>
    </Modal>
  );
}
