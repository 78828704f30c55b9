import { ComingSoon } from '@/components/ui/coming-soon';

export function AdminAddProductRoute() {
  return <ComingSoon titleKey="page.adminAddProduct" />;
}
