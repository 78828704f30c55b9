import { ComingSoon } from '@/components/ui/coming-soon';

export function AdminDashboardRoute() {
  return <ComingSoon titleKey="page.adminDashboard" />;
}
