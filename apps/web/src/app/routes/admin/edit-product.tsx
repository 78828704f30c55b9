import { useParams } from 'react-router';
import { PageTitle } from '@/components/layout/page-title';
import { AdminEditProduct } from '@/features/products/components/admin-edit-product';
import '@/lib/i18n/messages/admin-products';
import '@/lib/i18n/messages/admin-stocktake';

export function AdminEditProductRoute() {
  const { productId } = useParams();
  const id = /^\d+$/.test(productId ?? '') ? Number(productId) : Number.NaN;
  return (
    <>
      <PageTitle titleKey="page.adminEditProduct" />
      <AdminEditProduct key={id} productId={id} />
    </>
  );
}
