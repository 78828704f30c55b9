import { useSearchParams } from 'react-router';
import { PageTitle } from '@/components/layout/page-title';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { RegisterForm } from '@/features/auth/components/register-form';
import { RETURN_PARAM, safeReturnPath } from '@/lib/return-path';
import '@/lib/i18n/messages/auth';

export function RegisterRoute() {
  const [searchParams] = useSearchParams();
  return (
    <>
      <PageTitle titleKey="register.title" />
      <AuthLayout>
        <RegisterForm returnTo={safeReturnPath(searchParams.get(RETURN_PARAM))} />
      </AuthLayout>
    </>
  );
}
