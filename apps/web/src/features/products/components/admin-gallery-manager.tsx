import { useEffect, useId, useRef, useState, type DragEvent, type KeyboardEvent, type ReactNode } from 'react';
import { MAX_PRODUCT_IMAGES } from '@boneka/shared';
import { IMAGE_MAX_BYTES, IMAGE_TYPES } from '@boneka/shared/limits';
import { buttonClass } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ChevronLeftIcon, ChevronRightIcon, StarIcon, TrashIcon } from '@/components/ui/icons';
import { useT } from '@/lib/i18n/i18n';
import { ImageIcon } from './admin-product-icons';
import type { GalleryItem } from './admin-product-save';
import { moved } from './admin-variant-rows';

const ACCEPT = IMAGE_TYPES.join(',');
let nextPicked = 1;

type AdminGalleryManagerProps = {
  items: GalleryItem[];
  onChange: (items: GalleryItem[]) => void;
  /** A photo removed after the owner confirmed it (a saved one is deleted when the form is saved). */
  onRemove: (item: GalleryItem) => void;
  /** How many variants show this photo: removing it leaves them without one. */
  usedBy: (key: string) => number;
  error?: string;
  disabled?: boolean;
};

type Focus = { key: string; control: 'handle' | 'left' | 'right' };

/**
 * "Foto Produk": up to 10 photos in the order the shop shows them, the first the cover. Several are picked (or dropped)
 * at once; a photo moves by drag, by its "Geser kiri/kanan" buttons, or from the keyboard (focus it, then the arrow
 * keys, Home and End), each move said aloud; "Jadikan sampul" puts it first; "Hapus" asks first.
 */
export function AdminGalleryManager({
  items,
  onChange,
  onRemove,
  usedBy,
  error,
  disabled = false,
}: AdminGalleryManagerProps) {
  const t = useT();
  const inputId = useId();
  const helpId = useId();
  const [problems, setProblems] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [dragging, setDragging] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const [toRemove, setToRemove] = useState<GalleryItem | null>(null);
  const controls = useRef(new Map<string, HTMLButtonElement>());
  const pendingFocus = useRef<Focus | null>(null);
  const pickedUrls = useRef(new Set<string>());

  // Moving a photo moves its element: focus follows it to its new place (or to the photo, at either end).
  useEffect(() => {
    const focus = pendingFocus.current;
    if (!focus) return;
    pendingFocus.current = null;
    const wanted = controls.current.get(`${focus.key}:${focus.control}`);
    const target = wanted && !wanted.disabled ? wanted : controls.current.get(`${focus.key}:handle`);
    target?.focus();
  });
  const setFocus = (focus: Focus) => {
    pendingFocus.current = focus;
  };

  useEffect(() => {
    const urls = pickedUrls.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, []);

  const ref = (key: string, control: Focus['control']) => (element: HTMLButtonElement | null) => {
    if (element) controls.current.set(`${key}:${control}`, element);
    else controls.current.delete(`${key}:${control}`);
  };

  const add = (files: readonly File[]) => {
    const found: string[] = [];
    const room = MAX_PRODUCT_IMAGES - items.length;
    const fitting = files.filter((file) => {
      if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) {
        found.push(t('adminProducts.photoNotImage', { name: file.name }));
        return false;
      }
      if (file.size > IMAGE_MAX_BYTES) {
        found.push(t('adminProducts.photoTooLarge', { name: file.name }));
        return false;
      }
      return true;
    });
    const taken = fitting.slice(0, Math.max(0, room));
    if (fitting.length > taken.length)
      found.push(t('adminProducts.photosFull', { max: MAX_PRODUCT_IMAGES, count: fitting.length - taken.length }));
    setProblems(found);
    if (taken.length === 0) return;
    const picked = taken.map((file) => {
      const url = URL.createObjectURL(file);
      pickedUrls.current.add(url);
      return { key: `picked-${nextPicked++}`, imageId: null, url, file };
    });
    onChange([...items, ...picked]);
    setAnnouncement(t('adminProducts.photosAdded', { count: picked.length, total: items.length + picked.length }));
  };

  const move = (from: number, to: number, control: Focus['control'] = 'handle') => {
    if (to < 0 || to >= items.length || from === to) return;
    const item = items[from]!;
    onChange(moved(items, from, to));
    setFocus({ key: item.key, control });
    setAnnouncement(
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

  const confirmRemove = () => {
    const item = toRemove!;
    const index = items.findIndex((i) => i.key === item.key);
    if (item.file) URL.revokeObjectURL(item.url);
    onRemove(item);
    setToRemove(null);
    setAnnouncement(t('adminProducts.photoRemoved', { number: index + 1 }));
    const next = items[index + 1] ?? items[index - 1];
    if (next) setFocus({ key: next.key, control: 'handle' });
  };

  const full = items.length >= MAX_PRODUCT_IMAGES;
  const shownError = problems.length > 0 ? problems.join(' ') : error;
  return (
    <div
      className="space-y-3"
      onDragOver={(event) => {
        if (event.dataTransfer.types.includes('Files')) event.preventDefault();
      }}
      onDrop={(event) => {
        if (!event.dataTransfer.files.length || disabled) return;
        event.preventDefault();
        add(Array.from(event.dataTransfer.files));
      }}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={helpId} className="text-xs text-stone-500">
          {t('adminProducts.photosHelp', { count: items.length, max: MAX_PRODUCT_IMAGES })}
        </p>
        <div>
          <input
            id={inputId}
            type="file"
            multiple
            accept={ACCEPT}
            disabled={disabled || full}
            aria-describedby={shownError ? `${inputId}-error` : helpId}
            aria-invalid={shownError ? true : undefined}
            onChange={(event) => {
              const files = Array.from(event.target.files ?? []);
              // The same files can be picked again after they were removed or refused.
              event.target.value = '';
              add(files);
            }}
            className="peer sr-only"
          />
          <label
            htmlFor={inputId}
            className={cn(
              buttonClass('secondary', 'sm', 'whitespace-nowrap'),
              'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-rose-500',
              (disabled || full) && 'pointer-events-none opacity-55',
            )}
          >
            <ImageIcon className="size-4" />
            {t('adminProducts.addPhotos')}
          </label>
        </div>
      </div>

      {items.length === 0 ? (
        <div className="grid place-items-center gap-2 rounded-3xl border-2 border-dashed border-rose-200 bg-cream-50 px-4 py-10 text-center text-stone-500">
          <ImageIcon className="size-10" />
          <p className="text-sm font-semibold">{t('adminProducts.noPhotos')}</p>
        </div>
      ) : (
        <>
          <p id={`${inputId}-keys`} className="sr-only">
            {t('adminProducts.photoKeysHelp')}
          </p>
          <ol
            aria-label={t('adminProducts.photosList')}
            className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5"
          >
            {items.map((item, index) => {
              const name =
                index === 0
                  ? t('adminProducts.photoCover', { number: 1 })
                  : t('adminProducts.photoNumber', { number: index + 1 });
              return (
                <li
                  key={item.key}
                  draggable={!disabled}
                  onDragStart={(event) => {
                    setDragging(item.key);
                    event.dataTransfer.effectAllowed = 'move';
                    event.dataTransfer.setData('text/plain', item.key);
                  }}
                  onDragEnd={() => {
                    setDragging(null);
                    setOver(null);
                  }}
                  onDragOver={(event) => {
                    if (!dragging) return;
                    event.preventDefault();
                    setOver(item.key);
                  }}
                  onDrop={(event) => onDrop(event, index)}
                  className={cn(
                    'rounded-2xl border bg-white p-1.5 shadow-xs transition',
                    over === item.key && dragging !== item.key
                      ? 'border-rose-500 ring-4 ring-rose-100'
                      : 'border-cream-300',
                    dragging === item.key && 'opacity-50',
                  )}
                >
                  <div role="group" aria-label={name}>
                    <button
                      type="button"
                      ref={ref(item.key, 'handle')}
                      aria-describedby={`${inputId}-keys`}
                      onKeyDown={(event) => onHandleKey(event, index)}
                      className="relative block aspect-square w-full cursor-grab overflow-hidden rounded-xl bg-cream-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-rose-500 active:cursor-grabbing"
                    >
                      {/* Named by its place, then what its badges show (WCAG 2.5.3: the visible text is in the name). */}
                      <span className="sr-only">{t('adminProducts.photoHandle', { name, count: items.length })} </span>
                      <img src={item.url} alt="" draggable={false} className="size-full object-cover" />
                      {index === 0 ? (
                        <span className="absolute top-1.5 left-1.5 rounded-full bg-rose-600 px-2 py-0.5 text-[11px] font-bold text-white">
                          {t('adminProducts.cover')}
                        </span>
                      ) : null}
                      {item.file ? (
                        <span className="absolute right-1.5 bottom-1.5 rounded-full bg-amber-100 px-2 py-0.5 text-[11px] font-bold text-amber-800">
                          {t('adminProducts.photoNotUploaded')}
                        </span>
                      ) : null}
                    </button>
                    <div className="mt-1.5 flex flex-wrap items-center justify-between">
                      <IconButton
                        ref={ref(item.key, 'left')}
                        label={t('adminProducts.moveLeft')}
                        disabled={disabled || index === 0}
                        onClick={() => move(index, index - 1, 'left')}
                      >
                        <ChevronLeftIcon className="size-4" />
                      </IconButton>
                      <IconButton
                        label={t('adminProducts.makeCover')}
                        disabled={disabled || index === 0}
                        onClick={() => move(index, 0)}
                      >
                        <StarIcon className="size-4" />
                      </IconButton>
                      <IconButton
                        label={t('adminProducts.removePhoto')}
                        disabled={disabled}
                        className="text-red-600 hover:bg-red-50"
                        onClick={() => setToRemove(item)}
                      >
                        <TrashIcon className="size-4" />
                      </IconButton>
                      <IconButton
                        ref={ref(item.key, 'right')}
                        label={t('adminProducts.moveRight')}
                        disabled={disabled || index === items.length - 1}
                        onClick={() => move(index, index + 1, 'right')}
                      >
                        <ChevronRightIcon className="size-4" />
                      </IconButton>
                    </div>
                  </div>
                </li>
              );
            })}
          </ol>
        </>
      )}

      {shownError ? (
        <p id={`${inputId}-error`} role="alert" className="text-xs font-medium text-red-600">
          {shownError}
        </p>
      ) : null}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>

      <ConfirmDialog
        open={toRemove !== null}
        title={t('adminProducts.removePhotoTitle')}
        message={
          toRemove
            ? [
                t('adminProducts.removePhotoConfirm', {
                  number: items.findIndex((i) => i.key === toRemove.key) + 1,
                }),
                usedBy(toRemove.key) > 0 ? t('adminProducts.removePhotoUsed', { count: usedBy(toRemove.key) }) : '',
              ]
                .filter(Boolean)
                .join(' ')
            : ''
        }
        confirmLabel={t('adminProducts.removePhoto')}
        cancelLabel={t('adminProducts.cancel')}
        onConfirm={confirmRemove}
        onCancel={() => setToRemove(null)}
      />
    </div>
  );
}

type IconButtonProps = {
  ref?: (element: HTMLButtonElement | null) => void;
  label: string;
  disabled: boolean;
  onClick: () => void;
  className?: string;
  children: ReactNode;
};

function IconButton({ ref, label, disabled, onClick, className, children }: IconButtonProps) {
  return (
    <button
      ref={ref}
      type="button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className={cn(
        'grid size-8 cursor-pointer place-items-center rounded-full text-cocoa-700 transition-colors hover:bg-rose-50 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-rose-500 disabled:cursor-default disabled:opacity-30 disabled:hover:bg-transparent',
        className,
      )}
    >
      {children}
    </button>
  );
}
