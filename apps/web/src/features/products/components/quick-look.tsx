import { Link } from 'react-router';
import type { Product } from '@boneka/shared';
import { Button, buttonClass } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { ProductImage } from '@/components/ui/product-image';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/i18n';
import { CardPrice } from './card-price';

/** A home-page pick at a glance: its picture, price and description, and the way to its page. Open while mounted. */
export function QuickLook({ product, onClose }: { product: Product; onClose: () => void }) {
  const t = useT();
  return (
    <Modal
      open
      title={product.name}
      onClose={onClose}
      closeLabel={t('common.close')}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('common.close')}
          </Button>
          <Link to={paths.product.href(product.product_id)} className={buttonClass('primary')}>
            {t('home.openProductPage')}
          </Link>
        </>
      }
    >
      <div className="grid gap-5 sm:grid-cols-[12rem_1fr]">
        <ProductImage
          src={product.image_url ?? product.thumbnail_url}
          alt={product.name}
          className="aspect-square w-full rounded-2xl"
          fallbackClassName="text-7xl"
        />
        <div className="space-y-3">
          <CardPrice product={product} className="text-2xl" />
          <p className="text-sm leading-relaxed whitespace-pre-line text-stone-600">
            {product.description || t('home.noDescription')}
          </p>
        </div>
      </div>
    </Modal>
  );
}
