import type { ProductImage as GalleryImage } from '@boneka/shared';
import { PRODUCT_THUMBNAIL_PX } from '@boneka/shared/limits';
import { cn } from '@/components/ui/cn';
import { ProductImage } from '@/components/ui/product-image';
import { useT } from '@/lib/i18n/i18n';

type GalleryThumbnailsProps = {
  images: readonly GalleryImage[];
  /** The photo shown. */
  index: number;
  onShow: (index: number) => void;
};

/** The photos small under the gallery (from a laptop's width), the one shown marked; each shows its photo. */
export function GalleryThumbnails({ images, index, onShow }: GalleryThumbnailsProps) {
  const t = useT();
  const count = images.length;
  return (
    <ul className="mt-3 hidden gap-2 overflow-x-auto p-1 md:flex" aria-label={t('productPage.thumbnails')}>
      {images.map((image, i) => (
        <li key={image.image_id} className="shrink-0">
          <button
            type="button"
            onClick={() => onShow(i)}
            aria-current={i === index ? 'true' : undefined}
            aria-label={t('productPage.photoOf', { index: i + 1, count })}
            className={cn(
              'block cursor-pointer overflow-hidden rounded-xl border-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-500',
              i === index ? 'border-rose-500' : 'border-transparent opacity-80 hover:opacity-100',
            )}
          >
            <ProductImage
              src={image.thumbnail_url ?? image.image_url}
              width={PRODUCT_THUMBNAIL_PX}
              height={PRODUCT_THUMBNAIL_PX}
              alt=""
              className="block size-18"
            />
          </button>
        </li>
      ))}
    </ul>
  );
}
