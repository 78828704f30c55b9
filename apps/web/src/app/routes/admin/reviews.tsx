import { PageTitle } from '@/components/layout/page-title';
import { AdminReviewsPage } from '@/features/reviews/components/admin-reviews-page';
import '@/lib/i18n/messages/admin-replies';
import '@/lib/i18n/messages/catalog';
import '@/lib/i18n/messages/reviews';

export function AdminReviewsRoute() {
  return (
    <>
      <PageTitle titleKey="adminReplies.reviewsTitle" />
      <AdminReviewsPage />
    </>
  );
}
