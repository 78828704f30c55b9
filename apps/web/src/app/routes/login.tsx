import { useLocation } from 'react-router';
import { PageTitle } from '@/components/layout/page-title';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { AuthPanel } from '@/features/auth/components/auth-panel';
import type { VerifyHandoff } from '@/features/auth/components/register-form';
import { useT } from '@/lib/i18n/i18n';
import '@/lib/i18n/messages/auth';

function handoffEmail(state: unknown): string | undefined {
  const email = (state as Partial<VerifyHandoff> | null)?.verifyEmail;
  return typeof email === 'string' && email ? email : undefined;
}

export function LoginRoute() {
  const t = useT();
  const location = useLocation();
  const verifyEmail = handoffEmail(location.state);
  return (
    <>
      <PageTitle titleKey="nav.signIn" />
      <AuthLayout>
        <AuthPanel
          key={location.key}
          initialVerifyEmail={verifyEmail}
          initialMessage={verifyEmail ? { tone: 'success', text: t('auth.msg.registerSuccess') } : null}
        />
      </AuthLayout>
    </>
  );
}
