import { PageTitle } from '@/components/layout/page-title';
import { NotificationLog } from '@/features/notifications/components/notification-log';
import '@/lib/i18n/messages/admin-notifications';
import '@/lib/i18n/messages/admin-orders';

export function AdminNotificationsRoute() {
  return (
    <>
      <PageTitle titleKey="adminNotifications.title" />
      <NotificationLog />
    </>
  );
}
