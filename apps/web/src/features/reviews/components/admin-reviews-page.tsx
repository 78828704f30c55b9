import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { SelectField } from '@/components/ui/form-field';
import { Pagination } from '@/components/ui/pagination';
import { LoadingPanel } from '@/components/ui/spinner';
import { useT } from '@/lib/i18n/i18n';
import { ADMIN_REVIEW_PAGE_SIZE, useAdminReviews } from '../api/get-admin-reviews';
import { AdminReviewItem } from './admin-review-item';

/** The filter lives in the URL, so the owner's mail about a review of few stars opens the list it names. */
function useReviewFilter() {
  const [params, setParams] = useSearchParams();
  const rating = Number(params.get('rating'));
  const filter = {
    page: Math.max(1, Number(params.get('page')) || 1),
    rating: Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : null,
    unanswered: params.get('unanswered') === '1',
  };
  const change = (next: Partial<typeof filter>) => {
    const merged = { ...filter, page: 1, ...next };
    const query = new URLSearchParams();
    if (merged.rating) query.set('rating', String(merged.rating));
    if (merged.unanswered) query.set('unanswered', '1');
    if (merged.page > 1) query.set('page', String(merged.page));
    setParams(query, { replace: true });
  };
  return { filter, change };
}

/** /admin/ulasan "Ulasan": every review, newest first, by stars and "Belum dibalas", each with its Balasan Penjual. */
export function AdminReviewsPage() {
  const t = useT();
  const checkboxId = useId();
  const { filter, change } = useReviewFilter();
  const reviews = useAdminReviews(filter);
  const page = reviews.data;
  const pageCount = page ? Math.ceil(page.pagination.total / ADMIN_REVIEW_PAGE_SIZE) : 0;

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-extrabold sm:text-3xl">{t('adminReplies.reviewsTitle')}</h1>
        <p className="mt-1 text-sm text-stone-600">{t('adminReplies.reviewsIntro')}</p>
      </div>
      <div className="flex flex-wrap items-end gap-4">
        <SelectField
          label={t('adminReplies.starsFilter')}
          wrapperClassName="w-44"
          value={filter.rating ?? ''}
          onChange={(event) => change({ rating: event.target.value ? Number(event.target.value) : null })}
        >
          <option value="">{t('adminReplies.allStars')}</option>
          {[5, 4, 3, 2, 1].map((star) => (
            <option key={star} value={star}>
              {t('adminReplies.starsOption', { count: star })}
            </option>
          ))}
        </SelectField>
        <label htmlFor={checkboxId} className="flex h-11 cursor-pointer items-center gap-2 text-sm font-semibold">
          <input
            id={checkboxId}
            type="checkbox"
            className="size-4 accent-rose-600"
            checked={filter.unanswered}
            onChange={(event) => change({ unanswered: event.target.checked })}
          />
          {t('adminReplies.unansweredOnly')}
        </label>
      </div>

      {reviews.isPending ? (
        <LoadingPanel text={t('common.loading')} />
      ) : reviews.isError ? (
        <Alert tone="error">{t('adminReplies.loadFailed')}</Alert>
      ) : page && page.reviews.length > 0 ? (
        <ul className="grid gap-3 lg:grid-cols-2">
          {page.reviews.map((review) => (
            <li key={review.review_id}>
              <AdminReviewItem review={review} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-3xl border-2 border-dashed border-rose-200 bg-rose-50/40 px-6 py-12 text-center font-bold text-cocoa-900">
          {t('adminReplies.noReviews')}
        </p>
      )}

      <Pagination
        page={filter.page}
        pageCount={pageCount}
        onPageChange={(next) => change({ page: next })}
        label={t('adminReplies.pages')}
        previousLabel={t('adminReplies.previous')}
        nextLabel={t('adminReplies.next')}
        pageLabel={(n) => t('pager.page', { page: n })}
      />
    </div>
  );
}
