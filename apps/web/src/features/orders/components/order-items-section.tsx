import { Link } from 'react-router';
import type { Order } from '@boneka/shared';
import { formatRupiah } from '@boneka/shared/money';
import { PriceKindBadge } from '@/components/ui/price-kind-badge';
import { ProductImage } from '@/components/ui/product-image';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/i18n';
import { OrderLineVariant } from './order-line-variant';
import { OrderSection as Section } from './order-section';

/** The order's lines as bought: each doll (linked to its page) and variant, how many at what price, and the sum. */
export function OrderItemsSection({ order }: { order: Order }) {
  const t = useT();
  return (
    <Section title={t('orders.items')}>
      <ul className="divide-y divide-cream-200">
        {order.items.map((item) => (
          <li key={item.order_item_id} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
            <ProductImage
              src={item.product.image_url}
              alt=""
              className="size-16 shrink-0 rounded-2xl border border-cream-200"
              fallbackClassName="text-3xl"
            />
            <div className="min-w-0 flex-1">
              <Link
                to={paths.product.href(item.product.product_id)}
                className="font-bold text-cocoa-900 hover:text-rose-600"
              >
                {item.product.name}
              </Link>
              <OrderLineVariant variant={item.variant} />
              <p className="flex flex-wrap items-center gap-2 text-xs text-stone-500">
                {t('orders.quantityTimesPrice', { quantity: item.quantity, price: formatRupiah(item.price) })}
                <PriceKindBadge kind={item.price_kind} />
              </p>
            </div>
            <p className="shrink-0 font-semibold text-cocoa-900">{formatRupiah(item.subtotal)}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
