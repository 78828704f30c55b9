import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingPanel } from '@/components/ui/spinner';
import { useSessionValidation } from '@/features/auth/api/validate-session';
import { useT } from '@/lib/i18n/i18n';
import { useSession } from '@/lib/session';
import { ShopLayout } from '../layouts/shop-layout';
import { AdminRequiredPanel, LoginRequiredPanel } from './guard-panels';

/**
 * The admin guard: the token is validated with the server (an invalid one clears the session), then the user
 * must be an admin. Refusals show in the shop's frame; the admin area (its own chunks) only behind it.
 */
export function RequireAdmin() {
  const t = useT();
  const session = useSession();
  const validation = useSessionValidation();

  if (!session.isSignedIn) {
    return (
      <ShopLayout>
        <LoginRequiredPanel />
      </ShopLayout>
    );
  }
  if (validation.isPending) {
    return (
      <ShopLayout>
        <LoadingPanel text={t('guard.checking')} />
      </ShopLayout>
    );
  }
  const user = validation.data ?? session.user;
  if (user?.type !== 'admin') {
    return (
      <ShopLayout>
        <AdminRequiredPanel />
      </ShopLayout>
    );
  }
  return (
    <Suspense fallback={<LoadingPanel text={t('common.loading')} />}>
      <Outlet />
    </Suspense>
  );
}
