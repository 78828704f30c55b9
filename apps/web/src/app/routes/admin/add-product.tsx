import { AdminProductForm } from '@/features/products/components/admin-product-form';
import '@/lib/i18n/messages/admin-products';

export function AdminAddProductRoute() {
  return <AdminProductForm />;
}
