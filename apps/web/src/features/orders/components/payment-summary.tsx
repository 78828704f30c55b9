import { Link } from 'react-router';
import type { Order } from '@boneka/shared';
import { formatRupiah } from '@boneka/shared/money';
import { lineTitle } from '@boneka/shared/variants';
import { buttonClass } from '@/components/ui/button';
import { ProductImage } from '@/components/ui/product-image';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/i18n';
import { OrderAmounts } from './order-amounts';
import { paymentCard } from './payment-card';

/** What the order holds and costs, beside the way to pay it. */
export function PaymentSummary({ order }: { order: Order }) {
  const t = useT();
  return (
    <section aria-labelledby="pay-summary" className={paymentCard}>
      <h2 id="pay-summary" className="mb-4 text-lg font-extrabold">
        {t('orders.summary')}
      </h2>
      <ul className="mb-4 space-y-3">
        {order.items.map((item) => (
          <li key={item.order_item_id} className="flex items-center gap-3 text-sm">
            <ProductImage
              src={item.product.image_url}
              alt=""
              className="size-12 shrink-0 rounded-xl border border-cream-200"
              fallbackClassName="text-xl"
            />
            <span className="min-w-0 flex-1 truncate font-semibold text-cocoa-900">
              {lineTitle(item.product.name, item.variant.label)}{' '}
              <span className="font-normal text-stone-500">×{item.quantity}</span>
            </span>
            <span className="shrink-0 font-semibold">{formatRupiah(item.subtotal)}</span>
          </li>
        ))}
      </ul>
      <OrderAmounts order={order} />
      <Link to={paths.orderDetail.href(order.secure_token)} className={buttonClass('ghost', 'sm', 'mt-4 w-full')}>
        {t('orders.viewDetails')}
      </Link>
    </section>
  );
}
