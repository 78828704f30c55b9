import { useState, type CSSProperties, type ReactNode } from 'react';
import type { ProductImage as GalleryImage } from '@boneka/shared';
import { PRODUCT_IMAGE_PX, productImageSrcSet } from '@boneka/shared/limits';
import { ChevronLeftIcon, ChevronRightIcon, SearchIcon } from '@/components/ui/icons';
import { ProductImage } from '@/components/ui/product-image';
import { cn } from '@/components/ui/cn';
import { useT } from '@/lib/i18n/i18n';
import { useGallerySlides } from '../hooks/use-gallery-slides';
import { GalleryThumbnails } from './gallery-thumbnails';
import { GalleryZoom } from './gallery-zoom';

export type { GalleryImage };

type GalleryProps = {
  /** The photos in the owner's order; the first is the cover. */
  images: readonly GalleryImage[];
  /** The doll's name: the cover's text and the gallery's name. */
  name: string;
  /** The photo to show now (the chosen variant's); null leaves the gallery where it is. */
  activeImageId: number | null;
  /** Laid over the photo (the stock badge). */
  badge?: ReactNode;
};

/** The photo's width: the page's width on a phone, half of a 72rem page from md. */
const PHOTO_SIZES = '(min-width: 1152px) 520px, (min-width: 768px) 45vw, 92vw';

/**
 * The product's photos. On a phone a row that snaps photo by photo under the finger (CSS scroll snap, no script to
 * swipe); on a laptop thumbnails, arrows and the arrow keys; on both a zoom with the large photo. The photo shown
 * first (the cover, or the variant a shared link names) is fetched first and eagerly, with its size: it is the
 * page's Largest Contentful Paint. Every other photo loads lazily.
 */
export function Gallery({ images, name, activeImageId, badge }: GalleryProps) {
  const t = useT();
  const count = images.length;
  const { strip, first, index, show, onScroll, onKeyDown } = useGallerySlides(images, activeImageId);
  const [zoomed, setZoomed] = useState<number | null>(null);

  if (count === 0) {
    return (
      <div className="relative">
        <ProductImage
          src={null}
          alt={name}
          priority
          className="aspect-square w-full rounded-3xl"
          fallbackClassName="text-[9rem]"
        />
        {badge}
      </div>
    );
  }

  const arrow =
    'absolute top-1/2 hidden size-10 -translate-y-1/2 cursor-pointer place-items-center rounded-full bg-white/90 text-cocoa-700 shadow-soft hover:bg-white hover:text-rose-600 focus-visible:outline-2 focus-visible:outline-rose-500 disabled:invisible md:grid';

  return (
    <div className="min-w-0">
      <div className="relative">
        <div
          ref={strip}
          role="region"
          aria-label={t('productPage.gallery', { name })}
          tabIndex={0}
          onKeyDown={onKeyDown}
          onScroll={onScroll}
          className="flex aspect-square w-full snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-3xl [scrollbar-width:none] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-500"
        >
          {images.map((image, i) => (
            <div
              key={image.image_id}
              role="group"
              aria-label={t('productPage.photoOf', { index: i + 1, count })}
              aria-hidden={i === index ? undefined : true}
              className="w-full shrink-0 snap-center snap-always"
              // A page opened on another photo (a shared link's variant) shows it from the first paint where the
              // browser knows `scroll-initial-target`; elsewhere the row moves there once the page's script runs.
              style={i === first && first > 0 ? ({ scrollInitialTarget: 'nearest' } as CSSProperties) : undefined}
            >
              {/* A click on the photo zooms too; the zoom button is the way for keyboards and screen readers. */}
              <div onClick={() => setZoomed(i)} className="size-full cursor-zoom-in">
                <ProductImage
                  src={image.image_url}
                  srcSet={productImageSrcSet(image)}
                  sizes={PHOTO_SIZES}
                  width={PRODUCT_IMAGE_PX}
                  height={PRODUCT_IMAGE_PX}
                  priority={i === first}
                  alt={i === 0 ? name : t('productPage.photoAlt', { name, index: i + 1 })}
                  className="size-full"
                  fallbackClassName="text-[9rem]"
                />
              </div>
            </div>
          ))}
        </div>
        {badge}
        <button
          type="button"
          onClick={() => setZoomed(index)}
          aria-label={t('productPage.zoom')}
          className="absolute right-3 bottom-3 grid size-10 cursor-pointer place-items-center rounded-full bg-white/90 text-cocoa-700 shadow-soft hover:bg-white hover:text-rose-600 focus-visible:outline-2 focus-visible:outline-rose-500"
        >
          <SearchIcon className="size-5" />
        </button>
        {count > 1 ? (
          <>
            <button
              type="button"
              onClick={() => show(index - 1)}
              disabled={index === 0}
              aria-label={t('productPage.previousPhoto')}
              className={cn(arrow, 'left-3')}
            >
              <ChevronLeftIcon className="size-5" />
            </button>
            <button
              type="button"
              onClick={() => show(index + 1)}
              disabled={index === count - 1}
              aria-label={t('productPage.nextPhoto')}
              className={cn(arrow, 'right-3')}
            >
              <ChevronRightIcon className="size-5" />
            </button>
            <p className="absolute bottom-3 left-3 rounded-full bg-cocoa-900/70 px-2.5 py-1 text-xs font-bold text-white">
              <span className="sr-only">{t('productPage.photoOf', { index: index + 1, count })}</span>
              <span aria-hidden="true">
                {index + 1}/{count}
              </span>
            </p>
          </>
        ) : null}
      </div>
      {count > 1 ? <GalleryThumbnails images={images} index={index} onShow={show} /> : null}
      {zoomed !== null ? (
        <GalleryZoom images={images} name={name} at={zoomed} onMove={setZoomed} onClose={() => setZoomed(null)} />
      ) : null}
    </div>
  );
}
