import { useLocation } from 'react-router';
import { PageTitle } from '@/components/layout/page-title';
import { AdminProductList } from '@/features/products/components/admin-product-list';
import { flashFromState } from '@/lib/navigation-flash';
import '@/lib/i18n/messages/admin-products';

export function AdminProductsRoute() {
  const location = useLocation();
  return (
    <>
      <PageTitle titleKey="page.adminProducts" />
      <AdminProductList key={location.key} flash={flashFromState(location.state)} />
    </>
  );
}
