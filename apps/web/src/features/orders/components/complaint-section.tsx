import { useState, type ReactNode } from 'react';
import type { ComplaintReason, OrderComplaint } from '@boneka/shared';
import { formatRupiah } from '@boneka/shared/money';
import { cn } from '@/components/ui/cn';
import { CloseIcon } from '@/components/ui/icons';
import { showWhileMounted } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format';
import { useLanguage, useT, type MessageKey } from '@/lib/i18n/i18n';
import { useObjectUrl } from '@/lib/use-object-url';
import { useComplaintPhoto } from '../api/get-complaint-photo';
import { OrderSection as Section } from './order-section';

/** A person's words for each reason of packages/shared's COMPLAINT_REASONS. */
export const COMPLAINT_REASON_LABELS: Record<ComplaintReason, MessageKey> = {
  not_received: 'complaint.reason.not_received',
  damaged: 'complaint.reason.damaged',
  wrong_item: 'complaint.reason.wrong_item',
  missing_item: 'complaint.reason.missing_item',
  not_as_described: 'complaint.reason.not_as_described',
  other: 'complaint.reason.other',
};

const badge = 'inline-flex items-center rounded-full px-2.5 py-1 text-xs font-bold ring-1 ring-inset';

/** Waiting for the shop (amber), refunded with its amount (green), or declined (red). */
function ComplaintStatusBadge({ complaint }: { complaint: OrderComplaint }) {
  const t = useT();
  switch (complaint.status) {
    case 'open':
      // While goods asked back are on their way, the complaint waits for them, not for the shop (decision 059).
      return (
        <span className={cn(badge, 'bg-amber-100 text-amber-900 ring-amber-200')}>
          {complaint.return && complaint.return.status !== 'received'
            ? t('return.complaintWaiting')
            : t('complaint.statusOpen')}
        </span>
      );
    case 'refunded':
      return (
        <span className={cn(badge, 'bg-emerald-50 text-emerald-800 ring-emerald-200')}>
          {t('complaint.statusRefunded', { amount: formatRupiah(complaint.refund_amount ?? 0) })}
        </span>
      );
    case 'declined':
      return <span className={cn(badge, 'bg-red-50 text-red-700 ring-red-200')}>{t('complaint.statusDeclined')}</span>;
  }
}

/** One of the complaint's photos, fetched with the session's token and shown from a blob: URL. */
function ComplaintPhoto({ url, alt, className }: { url: string; alt: string; className?: string }) {
  const t = useT();
  const photo = useComplaintPhoto(url);
  const src = useObjectUrl(photo.data);
  if (photo.isError) {
    return (
      <span role="img" aria-label={t('complaint.photoLoadFailed')} className={cn('grid place-items-center', className)}>
        <span aria-hidden="true" className="text-lg text-stone-400">
          ?
        </span>
      </span>
    );
  }
  if (!src) {
    return (
      <span role="status" className={cn('grid place-items-center', className)}>
        <Spinner />
        <span className="sr-only">{t('complaint.photoLoading')}</span>
      </span>
    );
  }
  return <img src={src} alt={alt} className={className} />;
}

/** One photo over the whole screen (a modal <dialog>: Escape, a press beside it and the close button leave it). */
function PhotoOverlay({ urls, index, onClose }: { urls: readonly string[]; index: number; onClose: () => void }) {
  const t = useT();
  const title = t('complaint.photoTitle', { index: index + 1, count: urls.length });
  const closeOnBackdrop = (event: React.MouseEvent) => {
    if (event.target !== event.currentTarget) return;
    // Without this the press would move focus to <body> after close() has given it back to the opener.
    event.preventDefault();
    onClose();
  };
  return (
    <dialog
      ref={showWhileMounted}
      aria-label={title}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onMouseDown={closeOnBackdrop}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-black/90 p-0 backdrop:bg-black/70"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-4 px-4 py-3 text-white sm:px-6">
          <p className="font-bold">{title}</p>
          <button
            type="button"
            onClick={onClose}
            aria-label={t('common.close')}
            className="grid size-10 cursor-pointer place-items-center rounded-full bg-white/10 hover:bg-white/20"
          >
            <CloseIcon className="size-5" />
          </button>
        </div>
        <div className="grid min-h-0 flex-1 place-items-center p-4 sm:p-8" onMouseDown={closeOnBackdrop}>
          <ComplaintPhoto
            url={urls[index]!}
            alt={t('complaint.photoAlt', { index: index + 1 })}
            className="max-h-full max-w-full rounded-xl bg-white object-contain"
          />
        </div>
      </div>
    </dialog>
  );
}

/** The photos as small squares; a press shows one larger. */
function ComplaintPhotos({ urls }: { urls: readonly string[] }) {
  const t = useT();
  const [shown, setShown] = useState<number | null>(null);
  return (
    <>
      <ul aria-label={t('complaint.photos')} className="mt-3 grid max-w-sm grid-cols-5 gap-2">
        {urls.map((url, index) => (
          <li key={url}>
            <button
              type="button"
              onClick={() => setShown(index)}
              aria-label={t('complaint.openPhoto', { index: index + 1 })}
              className="block aspect-square w-full cursor-pointer overflow-hidden rounded-xl border border-cream-200 bg-cream-100 hover:border-rose-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-500"
            >
              <ComplaintPhoto url={url} alt="" className="size-full object-cover" />
            </button>
          </li>
        ))}
      </ul>
      {shown !== null ? <PhotoOverlay urls={urls} index={shown} onClose={() => setShown(null)} /> : null}
    </>
  );
}

type ComplaintSectionProps = {
  complaint: OrderComplaint;
  /** What the viewer can do about it (the owner's answer while it is open). */
  children?: ReactNode;
  className?: string;
};

/**
 * "Komplain" on the order's page, the shopper's and the owner's alike: the reason, the shopper's words and photos,
 * where it stands, and the shop's answer once there is one.
 */
export function ComplaintSection({ complaint, children, className }: ComplaintSectionProps) {
  const t = useT();
  const { language } = useLanguage();
  return (
    <Section title={t('complaint.title')} className={className}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-bold text-cocoa-900">{t(COMPLAINT_REASON_LABELS[complaint.reason])}</p>
          <p className="text-xs text-stone-500">
            <time dateTime={complaint.created_at}>
              {t('complaint.filedAt', { date: formatDateTime(complaint.created_at, language) })}
            </time>
          </p>
        </div>
        <ComplaintStatusBadge complaint={complaint} />
      </div>
      <p className="mt-3 text-sm leading-relaxed break-words whitespace-pre-line text-cocoa-900">{complaint.text}</p>
      {complaint.photos.length > 0 ? <ComplaintPhotos urls={complaint.photos} /> : null}
      {complaint.status !== 'open' ? (
        <div className="mt-4 rounded-2xl bg-cream-100 px-4 py-3 text-sm">
          <p className="text-xs font-semibold text-stone-600">
            {t('complaint.answer')}
            {complaint.answered_at ? (
              <>
                {' · '}
                <time dateTime={complaint.answered_at}>
                  {t('complaint.answeredAt', { date: formatDateTime(complaint.answered_at, language) })}
                </time>
              </>
            ) : null}
          </p>
          {complaint.answer ? (
            <p className="mt-1 break-words whitespace-pre-line text-cocoa-900">{complaint.answer}</p>
          ) : complaint.status === 'refunded' && complaint.refund_amount !== null ? (
            <p className="mt-1 text-cocoa-900">
              {t('complaint.refundedNoNote', { amount: formatRupiah(complaint.refund_amount) })}
            </p>
          ) : null}
        </div>
      ) : null}
      {children}
    </Section>
  );
}
