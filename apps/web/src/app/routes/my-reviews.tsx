import { PageTitle } from '@/components/layout/page-title';
import { MyReviews } from '@/features/reviews/components/my-reviews';
import '@/lib/i18n/messages/reviews';
import '@/lib/i18n/messages/review-forms';

export function MyReviewsRoute() {
  return (
    <>
      <PageTitle titleKey="page.reviews" />
      <MyReviews />
    </>
  );
}
