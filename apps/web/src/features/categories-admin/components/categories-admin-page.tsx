import { useEffect, useRef, useState, type DragEvent } from 'react';
import type { Category, CategoryNode } from '@boneka/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { ChevronDownIcon, PlusIcon, TrashIcon } from '@/components/ui/icons';
import { LoadingPanel } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast';
import { errorText } from '@/lib/error-text';
import { useLanguage, useT } from '@/lib/i18n/i18n';
import { useAdminCategories } from '../api/get-admin-categories';
import { useReorderCategories } from '../api/reorder-categories';
import { CategoryFormDialog } from './category-form-dialog';
import { DeleteCategoryDialog } from './delete-category-dialog';
import { MoveProductsDialog } from './move-products-dialog';

type Dialog =
  | { kind: 'create'; parentId: number | null }
  | { kind: 'edit'; category: Category; childCount: number }
  | { kind: 'delete'; category: Category; childCount: number }
  | { kind: 'move'; category: Category };

type Focus = { id: number; control: 'up' | 'down' };

/**
 * /admin/categories "Kategori": the shop's two-level tree in the order shoppers see it. Each category can be renamed
 * (Indonesian and English), moved up or down (buttons, or dragged among its siblings), given products, or deleted —
 * never with its products silently: the owner chooses where they go.
 */
export function CategoriesAdminPage() {
  const t = useT();
  const { language } = useLanguage();
  const categories = useAdminCategories(language);
  const { reorder } = useReorderCategories();
  const { show } = useToast();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [dragging, setDragging] = useState<{ id: number; parentId: number | null } | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const controls = useRef(new Map<string, HTMLElement>());
  const pendingFocus = useRef<Focus | null>(null);

  // A moved category keeps the focus on the button that moved it (or on its other one, at either end).
  useEffect(() => {
    const focus = pendingFocus.current;
    if (!focus) return;
    pendingFocus.current = null;
    const wanted = controls.current.get(`${focus.id}:${focus.control}`) as HTMLButtonElement | undefined;
    const other = controls.current.get(`${focus.id}:${focus.control === 'up' ? 'down' : 'up'}`);
    (wanted && !wanted.disabled ? wanted : other)?.focus();
  });
  const ref = (id: number, control: Focus['control']) => (element: HTMLElement | null) => {
    if (element) controls.current.set(`${id}:${control}`, element);
    else controls.current.delete(`${id}:${control}`);
  };

  const tree = categories.data ?? [];
  const topLevel = tree.filter((c) => c.parent_id === null);

  /** Moves a category among its siblings; from its buttons the focus stays on the button (a drag moves no focus). */
  const move = (siblings: Category[], from: number, to: number, control: Focus['control'] | null) => {
    if (to < 0 || to >= siblings.length || from === to) return;
    const ids = siblings.map((c) => c.category_id);
    const [id] = ids.splice(from, 1);
    ids.splice(to, 0, id!);
    const category = siblings[from]!;
    if (control) pendingFocus.current = { id: category.category_id, control };
    setAnnouncement(t('adminCategories.moved', { name: category.name, position: to + 1, count: siblings.length }));
    reorder(
      { parent_id: category.parent_id, category_ids: ids },
      { onError: (error) => show('error', errorText(error, t, t('adminCategories.reorderFailed'))) },
    );
  };

  const onDrop = (event: DragEvent, siblings: Category[], index: number) => {
    event.preventDefault();
    setOver(null);
    const from = siblings.findIndex((c) => c.category_id === dragging?.id);
    setDragging(null);
    if (from >= 0) move(siblings, from, index, null);
  };

  const renderLevel = (siblings: Category[], childrenOf: (c: Category) => Category[] | null, depth: 1 | 2) => (
    <ol className="space-y-2">
      {siblings.map((category, index) => {
        const children = childrenOf(category);
        const other = language === 'id' ? category.name_en : category.name_id;
        const Heading = depth === 1 ? 'h2' : 'h3';
        return (
          <li
            key={category.category_id}
            draggable
            onDragStart={(event) => {
              event.stopPropagation();
              setDragging({ id: category.category_id, parentId: category.parent_id });
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', String(category.category_id));
            }}
            onDragEnd={() => {
              setDragging(null);
              setOver(null);
            }}
            onDragOver={(event) => {
              // Only among siblings: the tree's shape changes in the category's own form.
              if (dragging?.parentId !== category.parent_id) return;
              event.preventDefault();
              event.stopPropagation();
              setOver(category.category_id);
            }}
            onDrop={(event) => {
              if (dragging?.parentId !== category.parent_id) return;
              event.stopPropagation();
              onDrop(event, siblings, index);
            }}
          >
            <article
              aria-labelledby={`category-${category.category_id}`}
              className={cn(
                'rounded-2xl border bg-white p-3 shadow-xs transition sm:p-4',
                over === category.category_id && dragging?.id !== category.category_id
                  ? 'border-rose-500 ring-4 ring-rose-100'
                  : 'border-rose-100',
                dragging?.id === category.category_id && 'opacity-50',
              )}
            >
              <div className="flex flex-wrap items-start gap-3">
                <div
                  className="flex shrink-0 flex-col gap-1"
                  role="group"
                  aria-label={t('adminCategories.orderOf', { name: category.name })}
                >
                  <OrderButton
                    ref={ref(category.category_id, 'up')}
                    label={t('adminCategories.moveUp', { name: category.name })}
                    disabled={index === 0}
                    onClick={() => move(siblings, index, index - 1, 'up')}
                    up
                  />
                  <OrderButton
                    ref={ref(category.category_id, 'down')}
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
                    onClick={() => setDialog({ kind: 'edit', category, childCount: childrenOf(category)?.length ?? 0 })}
                  >
                    {t('adminCategories.edit')}
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={t('adminCategories.addProductsLabel', { name: category.name })}
                    onClick={() => setDialog({ kind: 'move', category })}
                  >
                    {t('adminCategories.addProducts')}
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-red-600 hover:bg-red-50"
                    aria-label={t('adminCategories.deleteLabel', { name: category.name })}
                    onClick={() =>
                      setDialog({ kind: 'delete', category, childCount: childrenOf(category)?.length ?? 0 })
                    }
                  >
                    <TrashIcon className="size-4" />
                    {t('adminCategories.delete')}
                  </Button>
                </div>
              </div>
              {children ? (
                <div className="mt-3 border-t border-cream-200 pt-3 sm:ml-12">
                  {children.length > 0 ? renderLevel(children, () => null, 2) : null}
                  <Button
                    variant="ghost"
                    size="sm"
                    className="mt-2"
                    aria-label={t('adminCategories.addChildLabel', { name: category.name })}
                    onClick={() => setDialog({ kind: 'create', parentId: category.category_id })}
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

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-extrabold sm:text-3xl">{t('adminCategories.title')}</h1>
          <p className="mt-1 text-sm text-stone-500">{t('adminCategories.subtitle')}</p>
        </div>
        <Button className="shrink-0" onClick={() => setDialog({ kind: 'create', parentId: null })}>
          <PlusIcon className="size-4.5" />
          {t('adminCategories.add')}
        </Button>
      </div>

      <p className="text-sm text-stone-600">{t('adminCategories.orderHelp')}</p>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>

      {categories.isPending ? (
        <LoadingPanel text={t('adminCategories.loading')} />
      ) : categories.isError ? (
        <div className="mx-auto max-w-xl space-y-3">
          <Alert tone="error">{t('adminCategories.loadFailed')}</Alert>
          <div className="flex justify-center">
            <Button variant="outline" size="sm" onClick={() => void categories.refetch()}>
              {t('adminCategories.retry')}
            </Button>
          </div>
        </div>
      ) : topLevel.length === 0 ? (
        <p className="rounded-3xl border-2 border-dashed border-rose-200 bg-rose-50/40 px-6 py-12 text-center font-bold text-cocoa-900">
          {t('adminCategories.empty')}
        </p>
      ) : (
        renderLevel(topLevel, (c) => tree.find((node) => node.category_id === c.category_id)?.children ?? [], 1)
      )}

      {dialog?.kind === 'create' || dialog?.kind === 'edit' ? (
        <CategoryFormDialog
          category={dialog.kind === 'edit' ? dialog.category : null}
          parentId={dialog.kind === 'create' ? dialog.parentId : dialog.category.parent_id}
          hasChildren={dialog.kind === 'edit' && dialog.childCount > 0}
          topLevel={topLevel}
          onDone={(text) => {
            setDialog(null);
            show('success', text);
          }}
          onCancel={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <DeleteCategoryDialog
          category={dialog.category}
          childCount={dialog.childCount}
          others={tree
            .flatMap((c: CategoryNode) => [c, ...c.children])
            .filter((c) => c.category_id !== dialog.category.category_id)}
          onDone={(text) => {
            setDialog(null);
            show('success', text);
          }}
          onCancel={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'move' ? (
        <MoveProductsDialog
          category={dialog.category}
          onDone={(text) => {
            setDialog(null);
            show('success', text);
          }}
          onCancel={() => setDialog(null)}
        />
      ) : null}
    </div>
  );
}

type OrderButtonProps = {
  ref: (element: HTMLElement | null) => void;
  label: string;
  disabled: boolean;
  onClick: () => void;
  up?: boolean;
};

function OrderButton({ ref, label, disabled, onClick, up = false }: OrderButtonProps) {
  return (
    <button
      ref={ref}
      type="button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className="grid size-9 cursor-pointer place-items-center rounded-full border border-rose-100 text-cocoa-700 hover:bg-rose-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-500 disabled:cursor-default disabled:opacity-30 disabled:hover:bg-transparent"
    >
      <ChevronDownIcon className={cn('size-4', up && 'rotate-180')} />
    </button>
  );
}
