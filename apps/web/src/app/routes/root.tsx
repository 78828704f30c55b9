import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { LoadingPanel } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { sessionQueryKey, useSessionValidation } from '@/features/auth/api/validate-session';
import { setSessionExpiredHandler } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n';

/**
 * App-wide effects of the session: validate a stored session on load and again on route changes once the last
 * check is stale; a session that could not be renewed ends on the login page with no data of the old user left.
 */
export function SessionEffects() {
  useSessionValidation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  useEffect(() => {
    void queryClient.refetchQueries({ queryKey: sessionQueryKey, type: 'active', stale: true });
    window.scrollTo({ top: 0 });
  }, [pathname, queryClient]);

  useEffect(() => {
    setSessionExpiredHandler(() => {
      queryClient.clear();
      void navigate(paths.login.href());
    });
  }, [navigate, queryClient]);

  return null;
}

export function PageFallback() {
  const t = useT();
  return <LoadingPanel text={t('common.loading')} />;
}
