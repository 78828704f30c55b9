import { ComingSoon } from '@/components/ui/coming-soon';

export function AdminProductDetailRoute() {
  return <ComingSoon titleKey="page.adminProductDetail" />;
}
