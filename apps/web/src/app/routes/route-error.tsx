import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { PageTitle } from '@/components/layout/page-title';
import { Button } from '@/components/ui/button';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { StatusPanel } from '@/components/ui/status-panel';
import { useT } from '@/lib/i18n/i18n';

/** Shown when a page throws or its code cannot be loaded (for example after a deploy). */
function RouteErrorPanel() {
  const t = useT();
  return (
    <>
      <PageTitle titleKey="error.title" />
      <StatusPanel
        title={t('error.title')}
        text={t('error.text')}
        action={<Button onClick={() => window.location.reload()}>{t('error.reload')}</Button>}
      />
    </>
  );
}

/** An error boundary that starts afresh on every navigation. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary key={pathname} fallback={<RouteErrorPanel />}>
      {children}
    </ErrorBoundary>
  );
}
