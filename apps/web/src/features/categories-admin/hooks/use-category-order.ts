import { useEffect, useRef, useState, type DragEvent } from 'react';
import type { Category } from '@boneka/shared';
import { useToast } from '@/components/ui/toast';
import { errorText } from '@/lib/error-text';
import { useT } from '@/lib/i18n/i18n';
import { useReorderCategories } from '../api/reorder-categories';

export type OrderControl = 'up' | 'down';
type Focus = { id: number; control: OrderControl };

/**
 * Moving categories among their siblings, by their up and down buttons or by dragging: the new order is saved and
 * said aloud, and from the buttons the focus stays on the button that moved the category.
 */
export function useCategoryOrder() {
  const t = useT();
  const { reorder } = useReorderCategories();
  const { show } = useToast();
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
  const controlRef = (id: number, control: OrderControl) => (element: HTMLElement | null) => {
    if (element) controls.current.set(`${id}:${control}`, element);
    else controls.current.delete(`${id}:${control}`);
  };

  /** Moves a category among its siblings; from its buttons the focus stays on the button (a drag moves no focus). */
  const move = (siblings: Category[], from: number, to: number, control: OrderControl | null) => {
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

  /** What makes a category's row draggable, and a drop target for its siblings only. */
  const dragProps = (category: Category, siblings: Category[], index: number) => ({
    draggable: true,
    onDragStart: (event: DragEvent) => {
      event.stopPropagation();
      setDragging({ id: category.category_id, parentId: category.parent_id });
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData('text/plain', String(category.category_id));
    },
    onDragEnd: () => {
      setDragging(null);
      setOver(null);
    },
    onDragOver: (event: DragEvent) => {
      // Only among siblings: the tree's shape changes in the category's own form.
      if (dragging?.parentId !== category.parent_id) return;
      event.preventDefault();
      event.stopPropagation();
      setOver(category.category_id);
    },
    onDrop: (event: DragEvent) => {
      if (dragging?.parentId !== category.parent_id) return;
      event.stopPropagation();
      onDrop(event, siblings, index);
    },
  });

  return {
    announcement,
    controlRef,
    move,
    dragProps,
    isDragged: (id: number) => dragging?.id === id,
    isDropTarget: (id: number) => over === id && dragging?.id !== id,
  };
}

export type CategoryOrdering = ReturnType<typeof useCategoryOrder>;
