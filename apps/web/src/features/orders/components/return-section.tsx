import type { Order, OrderReturn } from '@boneka/shared';
import { canMake } from '@boneka/shared/orders';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { BoxIcon } from '@/components/ui/icons';
import { useToast } from '@/components/ui/toast';
import { copyText } from '@/lib/clipboard';
import { formatDateTime } from '@/lib/format';
import { useLanguage, useT } from '@/lib/i18n/i18n';
import { OrderSection as Section } from './order-section';
import { courierName, orderState } from './order-state';
import { ReturnParcelForm } from './return-parcel-form';
import { ReturnReceivedForm } from './return-received-form';
import { ReturnTracking } from './return-tracking';

const badge = 'inline-flex items-center rounded-full px-2.5 py-1 text-xs font-bold ring-1 ring-inset';
const STATUS_LOOK: Record<OrderReturn['status'], string> = {
  requested: 'bg-amber-100 text-amber-900 ring-amber-200',
  shipped: 'bg-violet-50 text-violet-800 ring-violet-200',
  received: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
};

/** Where the goods go: the address the shopper was given, to read and to copy whole. */
function ReturnAddress({ goods }: { goods: OrderReturn }) {
  const t = useT();
  const { show } = useToast();
  const { recipient, phone, address } = goods.address;
  const copy = async () => {
    const copied = await copyText(`${recipient}\n${phone}\n${address}`);
    show(copied ? 'success' : 'error', t(copied ? 'return.copied' : 'return.copyFailed'));
  };
  return (
    <div className="flex flex-wrap items-start gap-x-3 gap-y-2 rounded-2xl bg-cream-100 px-4 py-3">
      <address className="min-w-0 flex-1 text-sm not-italic">
        <span className="block text-xs font-semibold text-stone-600">{t('return.address')}</span>
        <span className="block font-bold break-words text-cocoa-900">{recipient}</span>
        <span className="block text-cocoa-900">{phone}</span>
        <span className="block break-words text-cocoa-900">{address}</span>
      </address>
      <Button
        variant="outline"
        size="sm"
        className="shrink-0"
        aria-label={t('return.copyAddressLabel')}
        onClick={() => void copy()}
      >
        {t('return.copyAddress')}
      </Button>
    </div>
  );
}

/** What came back of each line, sellable or not, with the shop's note. */
function ReturnedGoods({ order, goods }: { order: Order; goods: OrderReturn }) {
  const t = useT();
  const back = order.items.flatMap((item) => {
    const line = goods.lines.find((l) => l.order_item_id === item.order_item_id);
    return line ? [{ item, line }] : [];
  });
  return (
    <div className="space-y-2">
      <h3 className="text-sm font-bold text-cocoa-900">{t('return.receivedLines')}</h3>
      {back.length === 0 ? (
        <p className="text-sm text-stone-600">{t('return.nothingBack')}</p>
      ) : (
        <ul className="divide-y divide-cream-200 rounded-2xl border border-cream-200">
          {back.map(({ item, line }) => (
            <li key={item.order_item_id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2.5 text-sm">
              <span className="min-w-0 basis-full font-semibold break-words text-cocoa-900 sm:flex-1 sm:basis-0">
                {item.product.name}
                {item.variant.label ? (
                  <span className="font-normal text-stone-600"> · {item.variant.label}</span>
                ) : null}
              </span>
              <span className="text-stone-700">
                {t('return.receivedLine', { quantity: line.quantity, ordered: item.quantity })}
              </span>
              <span
                className={cn(
                  badge,
                  line.sellable
                    ? 'bg-emerald-50 text-emerald-800 ring-emerald-200'
                    : 'bg-stone-100 text-stone-700 ring-stone-200',
                )}
              >
                {t(line.sellable ? 'return.sellable' : 'return.notSellable')}
              </span>
            </li>
          ))}
        </ul>
      )}
      {goods.received_note ? (
        <p className="text-sm break-words whitespace-pre-line text-cocoa-900">
          <span className="font-semibold">{t('return.receivedNote')}:</span> {goods.received_note}
        </p>
      ) : null}
    </div>
  );
}

type ReturnSectionProps = {
  order: Order;
  /** The shopper sends the parcel; the owner confirms what came back. */
  viewer: 'shopper' | 'owner';
};

/**
 * "Pengembalian Barang" on both order pages once the owner asked for the goods back (decision 059): where to send
 * them and the shop's note, the parcel with its courier's journey, what came back; the shopper's resi form, and the
 * owner's "Barang diterima".
 */
export function ReturnSection({ order, viewer }: ReturnSectionProps) {
  const t = useT();
  const { language } = useLanguage();
  const goods = order.complaint?.return;
  if (!goods) return null;
  const state = orderState(order);
  const received = goods.status === 'received';
  return (
    <Section title={t('return.title')} icon={<BoxIcon className="size-5 text-rose-700" />}>
      <div className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-xs text-stone-500">
            <time dateTime={goods.requested_at}>
              {t('return.requestedAt', { date: formatDateTime(goods.requested_at, language) })}
            </time>
          </p>
          <span className={cn(badge, STATUS_LOOK[goods.status])}>{t(`return.status.${goods.status}`)}</span>
        </div>
        {goods.note ? (
          <p className="text-sm break-words whitespace-pre-line text-cocoa-900">
            <span className="font-semibold">{t('return.shopNote')}:</span> {goods.note}
          </p>
        ) : null}
        {received ? null : (
          <>
            {/* Once the parcel is on its way, the address stays for a look, without the request's words. */}
            {goods.resi ? null : (
              <p className="text-sm text-cocoa-900">
                {t(viewer === 'shopper' ? 'return.shopperIntro' : 'return.ownerWaiting')}
              </p>
            )}
            <ReturnAddress goods={goods} />
            {viewer === 'shopper' && !goods.resi ? (
              <p className="text-sm text-stone-700">{t('return.shopperSteps')}</p>
            ) : null}
          </>
        )}
        {goods.courier && goods.resi ? (
          <div className="space-y-3">
            <div>
              <p className="text-xs font-semibold text-stone-600">{t('return.parcel')}</p>
              <p className="text-base font-bold break-words text-cocoa-900">
                {courierName(goods.courier)} · <span className="font-mono tracking-wide break-all">{goods.resi}</span>
              </p>
              {goods.shipped_at ? (
                <p className="text-xs text-stone-500">
                  <time dateTime={goods.shipped_at}>
                    {t('return.sentAt', { date: formatDateTime(goods.shipped_at, language) })}
                  </time>
                </p>
              ) : null}
            </div>
            <ReturnTracking token={order.secure_token} courier={goods.courier} resi={goods.resi} />
          </div>
        ) : null}
        {viewer === 'shopper' && canMake('return_shipped', state) ? (
          <ReturnParcelForm key={`${goods.courier ?? ''}${goods.resi ?? ''}`} order={order} />
        ) : null}
        {received ? (
          <>
            {goods.received_at ? (
              <p className="text-sm font-semibold text-emerald-800">
                <time dateTime={goods.received_at}>
                  {t('return.receivedAt', { date: formatDateTime(goods.received_at, language) })}
                </time>
              </p>
            ) : null}
            <ReturnedGoods order={order} goods={goods} />
            {order.complaint?.status === 'open' ? (
              <p className="rounded-2xl bg-cream-100 px-4 py-3 text-sm font-medium text-cocoa-900">
                {t(viewer === 'shopper' ? 'return.refundNextShopper' : 'return.refundNextOwner')}
              </p>
            ) : null}
          </>
        ) : null}
        {viewer === 'owner' && canMake('return_received', state) ? <ReturnReceivedForm order={order} /> : null}
      </div>
    </Section>
  );
}
