import { useParams } from 'react-router';
import { PageTitle } from '@/components/layout/page-title';
import { AdminProductDetail } from '@/features/products/components/admin-product-detail';
import '@/lib/i18n/messages/admin-products';

export function AdminProductDetailRoute() {
  const { productId } = useParams();
  const id = /^\d+$/.test(productId ?? '') ? Number(productId) : Number.NaN;
  return (
    <>
      <PageTitle titleKey="page.adminProductDetail" />
      <AdminProductDetail key={id} productId={id} />
    </>
  );
}
