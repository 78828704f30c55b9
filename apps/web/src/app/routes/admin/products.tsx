import { ComingSoon } from '@/components/ui/coming-soon';

export function AdminProductsRoute() {
  return <ComingSoon titleKey="page.adminProducts" />;
}
