import { useSearchParams } from 'react-router';
import { PageTitle } from '@/components/layout/page-title';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { AddToCartButton } from '@/features/purchase/components/add-to-cart-button';
import { useCategories } from '@/features/categories/api/get-categories';
import { CategoryChips } from '@/features/categories/components/category-chips';
import { categoryName, findCategory } from '@/features/categories/components/category-tree';
import { catalogSearchParams, readCatalogParams } from '@/features/products/components/catalog-params';
import { ProductCatalog } from '@/features/products/components/product-catalog';
import { useLanguage } from '@/lib/i18n/i18n';
import { useSession } from '@/lib/session';
import '@/lib/i18n/messages/catalog';
import '@/lib/i18n/messages/categories';
import '@/lib/i18n/messages/cart';

export function ProductsRoute() {
  const { isAdmin } = useSession();
  const { show } = useToast();
  const { language } = useLanguage();
  const [searchParams] = useSearchParams();
  const params = readCatalogParams(searchParams);
  const found = findCategory(useCategories().data ?? [], params.category);
  const title = found ? categoryName(found.category, language) : undefined;
  // A chip changes the category and keeps what else the shopper chose (search, filters, sort).
  const hrefFor = (slug: string | null) => {
    const query = catalogSearchParams(params, { category: slug ?? '' }).toString();
    return query ? `${paths.products.path}?${query}` : paths.products.path;
  };

  return (
    <>
      {title ? <PageTitle title={title} /> : <PageTitle titleKey="page.products" />}
      <ProductCatalog
        title={title}
        categoryNav={<CategoryChips active={params.category} hrefFor={hrefFor} withChildren />}
        renderAction={isAdmin ? undefined : (product) => <AddToCartButton product={product} onResult={show} />}
      />
    </>
  );
}
