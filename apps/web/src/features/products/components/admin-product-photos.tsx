import type { AdminProductDetail } from '@boneka/shared';
import { ProductImage } from '@/components/ui/product-image';
import { useT } from '@/lib/i18n/i18n';

/** The product's cover, large, and all its photos small under it when it has more than one. */
export function AdminProductPhotos({ product }: { product: AdminProductDetail }) {
  const t = useT();
  return (
    <div className="space-y-3">
      <ProductImage
        src={product.image_url}
        alt={product.name}
        loading="eager"
        className="aspect-square w-full rounded-3xl"
        fallbackClassName="text-8xl"
      />
      {product.images.length > 1 ? (
        <ol aria-label={t('adminProducts.photosList')} className="grid grid-cols-5 gap-2">
          {product.images.map((image, index) => (
            <li key={image.image_id}>
              <img
                src={image.thumbnail_url ?? image.image_url}
                alt={
                  index === 0
                    ? t('adminProducts.photoCover', { number: 1 })
                    : t('adminProducts.photoNumber', { number: index + 1 })
                }
                loading="lazy"
                className="aspect-square w-full rounded-xl object-cover"
              />
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
