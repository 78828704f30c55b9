import { cn } from '@/components/ui/cn';
import { ChevronLeftIcon, ChevronRightIcon, StarIcon, TrashIcon } from '@/components/ui/icons';
import { useT } from '@/lib/i18n/i18n';
import type { GalleryOrder } from '../hooks/use-gallery-order';
import { AdminGalleryIconButton as IconButton } from './admin-gallery-icon-button';
import type { GalleryItem } from './admin-product-save';

type AdminGalleryPhotoProps = {
  item: GalleryItem;
  index: number;
  count: number;
  /** The id of the text that tells how to move a photo from the keyboard. */
  keysHelpId: string;
  order: GalleryOrder;
  disabled: boolean;
  onRemove: (item: GalleryItem) => void;
};

/** One photo of the gallery: its place (the first the cover), whether it is uploaded yet, and its buttons. */
export function AdminGalleryPhoto({
  item,
  index,
  count,
  keysHelpId,
  order,
  disabled,
  onRemove,
}: AdminGalleryPhotoProps) {
  const t = useT();
  const { controlRef, move } = order;
  const name =
    index === 0 ? t('adminProducts.photoCover', { number: 1 }) : t('adminProducts.photoNumber', { number: index + 1 });
  return (
    <li
      {...order.dragProps(item, index)}
      className={cn(
        'rounded-2xl border bg-white p-1.5 shadow-xs transition',
        order.isDropTarget(item.key) ? 'border-rose-500 ring-4 ring-rose-100' : 'border-cream-300',
        order.isDragged(item.key) && 'opacity-50',
      )}
    >
      <div role="group" aria-label={name}>
        <button
          type="button"
          ref={controlRef(item.key, 'handle')}
          aria-describedby={keysHelpId}
          onKeyDown={(event) => order.onHandleKey(event, index)}
          className="relative block aspect-square w-full cursor-grab overflow-hidden rounded-xl bg-cream-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-rose-500 active:cursor-grabbing"
        >
          {/* Named by its place, then what its badges show (WCAG 2.5.3: the visible text is in the name). */}
          <span className="sr-only">{t('adminProducts.photoHandle', { name, count })} </span>
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
            ref={controlRef(item.key, 'left')}
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
            onClick={() => onRemove(item)}
          >
            <TrashIcon className="size-4" />
          </IconButton>
          <IconButton
            ref={controlRef(item.key, 'right')}
            label={t('adminProducts.moveRight')}
            disabled={disabled || index === count - 1}
            onClick={() => move(index, index + 1, 'right')}
          >
            <ChevronRightIcon className="size-4" />
          </IconButton>
        </div>
      </div>
    </li>
  );
}
