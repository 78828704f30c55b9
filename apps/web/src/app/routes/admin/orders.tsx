import { ComingSoon } from '@/components/ui/coming-soon';

export function AdminOrdersRoute() {
  return <ComingSoon titleKey="page.adminOrders" />;
}
