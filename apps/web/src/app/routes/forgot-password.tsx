import { useSearchParams } from 'react-router';
import { PageTitle } from '@/components/layout/page-title';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { RETURN_PARAM, safeReturnPath } from '@/lib/return-path';
import '@/lib/i18n/messages/auth';

export function ForgotPasswordRoute() {
  const [searchParams] = useSearchParams();
  return (
    <>
      <PageTitle titleKey="auth.forgotTitle" />
      <AuthLayout>
        <ForgotPasswordForm returnTo={safeReturnPath(searchParams.get(RETURN_PARAM))} />
      </AuthLayout>
    </>
  );
}
