import { ComingSoon } from '@/components/ui/coming-soon';

export function AdminEditProductRoute() {
  return <ComingSoon titleKey="page.adminEditProduct" />;
}
