import type { Review } from '@boneka/shared';
import { formatDate } from '@/lib/format';
import { useLanguage, useT } from '@/lib/i18n/i18n';

/** The owner's public answer under a review: "Balasan Penjual" with its WIB date. */
export function SellerReply({ reply }: { reply: NonNullable<Review['reply']> }) {
  const t = useT();
  const { language } = useLanguage();
  return (
    <div className="mt-3 rounded-2xl border-l-4 border-rose-300 bg-rose-50/70 px-4 py-3">
      <p className="flex flex-wrap items-baseline gap-x-2 text-xs">
        <span className="font-extrabold text-rose-800">{t('reviews.sellerReply')}</span>
        <time dateTime={reply.replied_at} className="text-stone-600">
          {formatDate(reply.replied_at, language)}
        </time>
      </p>
      <p className="mt-1 text-sm leading-relaxed whitespace-pre-line text-cocoa-900">{reply.text}</p>
    </div>
  );
}
