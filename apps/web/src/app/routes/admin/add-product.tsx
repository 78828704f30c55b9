import { PageTitle } from '@/components/layout/page-title';
import { AdminProductForm } from '@/features/products/components/admin-product-form';
import '@/lib/i18n/messages/admin-products';
import '@/lib/i18n/messages/admin-stocktake';

export function AdminAddProductRoute() {
  return (
    <>
      <PageTitle titleKey="page.adminAddProduct" />
      <AdminProductForm />
    </>
  );
}
