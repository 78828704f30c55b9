import { useLocation, useSearchParams } from 'react-router';
import { PageTitle } from '@/components/layout/page-title';
import type { Flash } from '@/components/ui/alert';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { AuthPanel } from '@/features/auth/components/auth-panel';
import type { PasswordResetHandoff } from '@/features/auth/components/forgot-password-form';
import type { VerifyHandoff } from '@/features/auth/components/register-form';
import { useT, type Translate } from '@/lib/i18n/i18n';
import { RETURN_PARAM, safeReturnPath, type SignInHandoff } from '@/lib/return-path';
import '@/lib/i18n/messages/auth';

function handoffEmail(state: unknown): string | undefined {
  const email = (state as Partial<VerifyHandoff> | null)?.verifyEmail;
  return typeof email === 'string' && email ? email : undefined;
}

/** What the page says first: the account just made, the password just changed, or why signing in is asked. */
function firstMessage(state: unknown, verifyEmail: string | undefined, t: Translate): Flash {
  const handoff = state as Partial<PasswordResetHandoff & SignInHandoff> | null;
  if (verifyEmail) return { tone: 'success', text: t('auth.msg.registerSuccess') };
  if (handoff?.passwordReset === true) return { tone: 'success', text: t('auth.msg.passwordReset') };
  if (handoff?.signInToBuy === true) return { tone: 'info', text: t('auth.msg.signInToBuy') };
  return null;
}

export function LoginRoute() {
  const t = useT();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const verifyEmail = handoffEmail(location.state);
  return (
    <>
      <PageTitle titleKey="nav.signIn" />
      <AuthLayout>
        <AuthPanel
          key={location.key}
          initialVerifyEmail={verifyEmail}
          initialMessage={firstMessage(location.state, verifyEmail, t)}
          returnTo={safeReturnPath(searchParams.get(RETURN_PARAM))}
        />
      </AuthLayout>
    </>
  );
}
