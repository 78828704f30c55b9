import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { LoadingPanel } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/i18n';
import { useAdminProduct } from '../api/get-admin-product';
import { AdminProductForm } from './admin-product-form';

/** 'Edit Produk': loads the product into the form; when it cannot be loaded, back to the list with the reason. */
export function AdminEditProduct({ productId }: { productId: number }) {
  const t = useT();
  const navigate = useNavigate();
  const product = useAdminProduct(productId);
  const failed = !(Number.isInteger(productId) && productId > 0) || product.isError;
  const failedText = t('adminProducts.fetchFailed');

  useEffect(() => {
    if (!failed) return;
    void navigate(paths.admin.products.href(), {
      replace: true,
      state: { flash: { tone: 'error', text: failedText } },
    });
  }, [failed, failedText, navigate]);

  if (failed) return <Alert tone="error">{failedText}</Alert>;
  if (product.isPending) return <LoadingPanel text={t('adminProducts.loading')} />;
  return <AdminProductForm key={product.data.product_id} product={product.data} />;
}
