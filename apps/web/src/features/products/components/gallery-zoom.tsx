import type { ProductImage as GalleryImage } from '@boneka/shared';
import { PRODUCT_IMAGE_PX } from '@boneka/shared/limits';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { Modal } from '@/components/ui/modal';
import { useT } from '@/lib/i18n/i18n';

type ZoomProps = {
  images: readonly GalleryImage[];
  name: string;
  at: number;
  onMove: (index: number) => void;
  onClose: () => void;
};

/** The large photo in a dialog, with the arrows (and arrow keys) to the others. */
export function GalleryZoom({ images, name, at, onMove, onClose }: ZoomProps) {
  const t = useT();
  const count = images.length;
  const image = images[at]!;
  const move = (to: number) => onMove(Math.min(count - 1, Math.max(0, to)));
  return (
    <Modal
      open
      title={t('productPage.zoomTitle', { name, index: at + 1, count })}
      onClose={onClose}
      closeLabel={t('productPage.close')}
    >
      <div
        className="space-y-3"
        onKeyDown={(event) => {
          if (event.key === 'ArrowLeft') move(at - 1);
          else if (event.key === 'ArrowRight') move(at + 1);
        }}
      >
        <img
          src={image.image_url}
          width={PRODUCT_IMAGE_PX}
          height={PRODUCT_IMAGE_PX}
          alt={at === 0 ? name : t('productPage.photoAlt', { name, index: at + 1 })}
          className="mx-auto aspect-square h-auto w-full max-w-[min(100%,70dvh)] rounded-2xl bg-cream-100 object-contain"
        />
        {count > 1 ? (
          <div className="flex items-center justify-center gap-3">
            <button
              type="button"
              onClick={() => move(at - 1)}
              disabled={at === 0}
              aria-label={t('productPage.previousPhoto')}
              className="grid size-10 cursor-pointer place-items-center rounded-full border border-rose-200 text-cocoa-700 hover:bg-rose-50 disabled:cursor-not-allowed disabled:opacity-40"
            >
              <ChevronLeftIcon className="size-5" />
            </button>
            <span className="text-sm font-semibold text-stone-600">
              {at + 1}/{count}
            </span>
            <button
              type="button"
              onClick={() => move(at + 1)}
              disabled={at === count - 1}
              aria-label={t('productPage.nextPhoto')}
              className="grid size-10 cursor-pointer place-items-center rounded-full border border-rose-200 text-cocoa-700 hover:bg-rose-50 disabled:cursor-not-allowed disabled:opacity-40"
            >
              <ChevronRightIcon className="size-5" />
            </button>
          </div>
        ) : null}
      </div>
    </Modal>
  );
}
