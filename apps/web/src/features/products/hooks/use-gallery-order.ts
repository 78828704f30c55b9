import { useEffect, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { useT } from '@/lib/i18n/i18n';
import type { GalleryItem } from '../components/admin-product-save';
import { moved } from '../components/admin-variant-rows';

export type GalleryControl = 'handle' | 'left' | 'right';
export type GalleryFocus = { key: string; control: GalleryControl };

type GalleryOrderOptions = {
  items: GalleryItem[];
  onChange: (items: GalleryItem[]) => void;
  announce: (text: string) => void;
  disabled: boolean;
};

/**
 * Moving photos: by drag, by their buttons, or from the keyboard on a photo (arrow keys, Home and End). Each move is
 * said aloud, and the focus follows the photo to its new place.
 */
export function useGalleryOrder({ items, onChange, announce, disabled }: GalleryOrderOptions) {
  const t = useT();
  const [dragging, setDragging] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const controls = useRef(new Map<string, HTMLButtonElement>());
  const pendingFocus = useRef<GalleryFocus | null>(null);

  // Moving a photo moves its element: focus follows it to its new place (or to the photo, at either end).
  useEffect(() => {
    const focus = pendingFocus.current;
    if (!focus) return;
    pendingFocus.current = null;
    const wanted = controls.current.get(`${focus.key}:${focus.control}`);
    const target = wanted && !wanted.disabled ? wanted : controls.current.get(`${focus.key}:handle`);
    target?.focus();
  });
  /** Where the focus goes once the gallery has drawn its next state. */
  const focusLater = (focus: GalleryFocus) => {
    pendingFocus.current = focus;
  };

  const controlRef = (key: string, control: GalleryControl) => (element: HTMLButtonElement | null) => {
    if (element) controls.current.set(`${key}:${control}`, element);
    else controls.current.delete(`${key}:${control}`);
  };

  const move = (from: number, to: number, control: GalleryControl = 'handle') => {
    if (to < 0 || to >= items.length || from === to) return;
    const item = items[from]!;
    onChange(moved(items, from, to));
    focusLater({ key: item.key, control });
    announce(
      to === 0
        ? t('adminProducts.photoMovedCover', { number: from + 1 })
        : t('adminProducts.photoMoved', { number: from + 1, position: to + 1, count: items.length }),
    );
  };

  const onHandleKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const to =
      event.key === 'ArrowLeft' || event.key === 'ArrowUp'
        ? index - 1
        : event.key === 'ArrowRight' || event.key === 'ArrowDown'
          ? index + 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? items.length - 1
              : null;
    if (to === null) return;
    event.preventDefault();
    if (!disabled) move(index, to);
  };

  const onDrop = (event: DragEvent, index: number) => {
    event.preventDefault();
    setOver(null);
    const from = items.findIndex((item) => item.key === dragging);
    setDragging(null);
    if (from >= 0) move(from, index);
  };

  /** What makes a photo draggable, and a place to drop another. */
  const dragProps = (item: GalleryItem, index: number) => ({
    draggable: !disabled,
    onDragStart: (event: DragEvent) => {
      setDragging(item.key);
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData('text/plain', item.key);
    },
    onDragEnd: () => {
      setDragging(null);
      setOver(null);
    },
    onDragOver: (event: DragEvent) => {
      if (!dragging) return;
      event.preventDefault();
      setOver(item.key);
    },
    onDrop: (event: DragEvent) => onDrop(event, index),
  });

  return {
    controlRef,
    focusLater,
    move,
    onHandleKey,
    dragProps,
    isDragged: (key: string) => dragging === key,
    isDropTarget: (key: string) => over === key && dragging !== key,
  };
}

export type GalleryOrder = ReturnType<typeof useGalleryOrder>;
