import { PageTitle } from '@/components/layout/page-title';
import { ProductSheetPage } from '@/features/product-sheet/components/product-sheet-page';
import '@/lib/i18n/messages/admin-product-sheet';

/** /admin/lembar-produk: the owner's products sheet, exported and imported (issue 44). */
export function AdminProductSheetRoute() {
  return (
    <>
      <PageTitle titleKey="productSheet.title" />
      <ProductSheetPage />
    </>
  );
}
