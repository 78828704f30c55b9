import { PageTitle } from '@/components/layout/page-title';
import { AdminDiscussionsPage } from '@/features/discussions/components/admin-discussions-page';
import '@/lib/i18n/messages/admin-replies';
import '@/lib/i18n/messages/catalog';

export function AdminDiscussionsRoute() {
  return (
    <>
      <PageTitle titleKey="adminReplies.discussionsTitle" />
      <AdminDiscussionsPage />
    </>
  );
}
