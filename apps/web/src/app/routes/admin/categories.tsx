import { PageTitle } from '@/components/layout/page-title';
import { CategoriesAdminPage } from '@/features/categories-admin/components/categories-admin-page';
import '@/lib/i18n/messages/admin-categories';

export function AdminCategoriesRoute() {
  return (
    <>
      <PageTitle titleKey="adminCategories.title" />
      <CategoriesAdminPage />
    </>
  );
}
