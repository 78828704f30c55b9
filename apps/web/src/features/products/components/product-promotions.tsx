import { useEffect, useId, useState, type ReactNode } from 'react';
import { formatRupiah } from '@boneka/shared/money';
import { flashRunning, type FlashOffer, type WholesaleTier } from '@boneka/shared/promotions';
import { wibDateTime } from '@boneka/shared/wib';
import { StrokeIcon } from '@/components/ui/icons';
import { useLanguage, useT } from '@/lib/i18n/i18n';
import '@/lib/i18n/messages/promotions';
import { useHydrated } from '@/lib/use-hydrated';

/** A lightning bolt, drawn rather than an emoji a phone without the emoji font shows as a box. */
const BoltIcon = (p: { className?: string }) => (
  <StrokeIcon {...p}>
    <path d="M13 2 4 14h7l-1 8 9-12h-7l1-8z" />
  </StrokeIcon>
);

/** Where a variant's flash sale stands for the shopper at an instant. */
export type FlashPhase = 'none' | 'scheduled' | 'running' | 'over';

/**
 * The phase of the offer now: `offer` is the live one (the page's poll) or, until it answered, the one the page was
 * made with; `listed` says whether the page was made with one at all (a listed offer gone from the poll is over:
 * sold out or ended).
 */
export function flashPhase(offer: FlashOffer | null, listed: boolean, now: number): FlashPhase {
  if (!offer) return listed ? 'over' : 'none';
  if (now < Date.parse(offer.starts_at)) return 'scheduled';
  return flashRunning(offer, now) ? 'running' : 'over';
}

/** "02:14:09": hours, minutes and seconds left (hours go past 24 for a sale of several days). */
export function countdownText(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(Math.floor(total / 3600))}:${two(Math.floor((total % 3600) / 60))}:${two(total % 60)}`;
}

/** "2–4 pcs", "3 pcs", "≥5 pcs": the quantities each tier's price is for, up to the next tier. */
export function tierRanges(tiers: readonly WholesaleTier[]) {
  const sorted = [...tiers].sort((a, b) => a.min_quantity - b.min_quantity);
  return sorted.map((tier, i) => {
    const next = sorted[i + 1];
    return { min: tier.min_quantity, max: next ? next.min_quantity - 1 : null, price: tier.price };
  });
}

/** The next instant the phase can change on its own (a start or an end), or null. */
function nextBoundary(offer: FlashOffer | null, now: number): number | null {
  if (!offer) return null;
  const times = [Date.parse(offer.starts_at), Date.parse(offer.ends_at)].filter((t) => t > now);
  return times.length > 0 ? Math.min(...times) : null;
}

/** The time of day, re-read only when the offer's phase can change: the page does not re-render every second. */
function usePhaseClock(offer: FlashOffer | null) {
  const [now, setNow] = useState(() => Date.now());
  const boundary = nextBoundary(offer, now);
  useEffect(() => {
    if (boundary === null) return;
    // Timers cap at about 24.8 days; a sale further ahead is re-checked then.
    const wait = Math.min(Math.max(0, boundary - Date.now()) + 50, 2_000_000_000);
    const timer = window.setTimeout(() => setNow(Date.now()), wait);
    return () => window.clearTimeout(timer);
  }, [boundary]);
  return now;
}

/**
 * "Berakhir dalam 02:14:09", ticking in a component of its own so that only this text re-renders each second. Screen
 * readers are not told every second (aria-live off): the banner announces the changes of state instead. Until React
 * runs (the stored page) it says the end's time instead, which needs no clock.
 */
function Countdown({ endsAt }: { endsAt: string }) {
  const t = useT();
  const { language } = useLanguage();
  const hydrated = useHydrated();
  const end = Date.parse(endsAt);
  const [left, setLeft] = useState(() => end - Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setLeft(end - Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [end]);
  if (!hydrated)
    return <p className="text-sm font-semibold">{t('promo.flashEndsAt', { time: wibDateTime(endsAt, language) })}</p>;
  return (
    <p className="text-sm font-semibold">
      {t('promo.flashEndsIn')}{' '}
      <time
        aria-live="off"
        dateTime={endsAt}
        className="rounded-md bg-white/20 px-1.5 py-0.5 font-mono font-extrabold tabular-nums"
        data-testid="flash-countdown"
      >
        {countdownText(left)}
      </time>
    </p>
  );
}

/** The running flash sale: its price against the normal one, the time left and the quota left. */
function FlashBanner({ offer }: { offer: FlashOffer }) {
  const t = useT();
  const titleId = useId();
  const sold = Math.max(0, offer.quota - offer.remaining);
  const soldShare = offer.quota > 0 ? Math.min(100, Math.round((sold / offer.quota) * 100)) : 100;
  const now = formatRupiah(offer.price);
  const normal = formatRupiah(offer.normal_price);
  return (
    <section
      aria-labelledby={titleId}
      className="space-y-3 rounded-2xl bg-gradient-to-r from-rose-700 to-orange-700 p-4 text-white shadow-soft"
      data-testid="flash-sale"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="text-lg font-extrabold tracking-wide uppercase">
          <BoltIcon className="mr-1 inline size-5 align-[-3px]" />
          {t('promo.flashTitle')}
        </h2>
        <Countdown endsAt={offer.ends_at} />
      </div>
      <p className="flex flex-wrap items-baseline gap-x-3">
        <span className="sr-only">{t('promo.flashLabel', { now, normal })}</span>
        <span aria-hidden="true" className="text-3xl font-extrabold">
          {now}
        </span>
        <s aria-hidden="true" className="text-sm font-medium text-white">
          {normal}
        </s>
      </p>
      <div className="space-y-1">
        <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-white/30">
          <div className="h-full rounded-full bg-white" style={{ width: `${soldShare}%` }} />
        </div>
        <p className="flex flex-wrap justify-between gap-2 text-sm font-semibold">
          <span>{t('promo.flashLeft', { count: offer.remaining })}</span>
          <span>{t('promo.flashSold', { sold, quota: offer.quota })}</span>
        </p>
      </div>
    </section>
  );
}

/** "Harga Grosir": each tier's quantities and unit price, for the chosen variant. */
export function GrosirTable({ tiers }: { tiers: readonly WholesaleTier[] }) {
  const t = useT();
  const titleId = useId();
  if (tiers.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-sky-200 bg-sky-50/60 p-3">
      <h2 id={titleId} className="mb-2 text-sm font-extrabold text-sky-900">
        {t('promo.grosirTitle')}
      </h2>
      <table className="w-full text-sm" aria-labelledby={titleId}>
        <thead className="sr-only">
          <tr>
            <th scope="col">{t('promo.grosirQuantity')}</th>
            <th scope="col">{t('promo.grosirPrice')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-sky-100">
          {tierRanges(tiers).map((tier) => (
            <tr key={tier.min}>
              <th scope="row" className="py-1.5 text-left font-semibold text-cocoa-700">
                {tier.max === null
                  ? t('promo.grosirFrom', { min: tier.min })
                  : tier.max === tier.min
                    ? t('promo.grosirExactly', { min: tier.min })
                    : t('promo.grosirRange', { min: tier.min, max: tier.max })}
              </th>
              <td className="py-1.5 text-right font-extrabold text-rose-700">{formatRupiah(tier.price)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

type ProductPromotionsProps = {
  /** The chosen variant's flash offer now (the poll's, else the page's), and its grosir tiers. */
  offer: FlashOffer | null;
  /** Whether the page was made with a flash offer for this variant. */
  listed: boolean;
  wholesale: readonly WholesaleTier[];
  /** The price as the page shows it without a flash sale (normal, or harga coret). */
  children: ReactNode;
};

/**
 * The chosen variant's promotions under its name (issue 44): a running flash sale replaces the price with its banner;
 * one ahead shows when it starts and at what price; one sold out or over leaves the normal price and says so. Harga
 * grosir follows as a table. State changes (started, sold out) are announced once; the ticking time is not.
 */
export function ProductPromotions({ offer, listed, wholesale, children }: ProductPromotionsProps) {
  const t = useT();
  const { language } = useLanguage();
  const now = usePhaseClock(offer);
  const phase = flashPhase(offer, listed, now);
  const [seenPhase, setSeenPhase] = useState(phase);
  const [announcement, setAnnouncement] = useState('');
  if (phase !== seenPhase) {
    setSeenPhase(phase);
    if (phase === 'running' && offer)
      setAnnouncement(t('promo.flashStarted', { price: formatRupiah(offer.price), count: offer.remaining }));
    else if (phase === 'over') setAnnouncement(t('promo.flashOver'));
  }

  return (
    <div className="space-y-3">
      {phase === 'running' && offer ? <FlashBanner offer={offer} /> : children}
      {phase === 'scheduled' && offer ? (
        <p className="rounded-xl bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900">
          <BoltIcon className="mr-1 inline size-4 align-[-2px]" />
          {t('promo.flashStartsAt', { time: wibDateTime(offer.starts_at, language) })} ·{' '}
          {t('promo.flashStartsAtPrice', { price: formatRupiah(offer.price) })}
        </p>
      ) : null}
      {phase === 'over' ? (
        <p className="text-sm font-semibold text-stone-600" data-testid="flash-over">
          {t('promo.flashOver')}
        </p>
      ) : null}
      <p role="status" className="sr-only" data-testid="flash-announcement">
        {announcement}
      </p>
      <GrosirTable tiers={wholesale} />
    </div>
  );
}
