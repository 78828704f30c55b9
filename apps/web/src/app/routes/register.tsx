import { PageTitle } from '@/components/layout/page-title';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { RegisterForm } from '@/features/auth/components/register-form';
import '@/lib/i18n/messages/auth';

export function RegisterRoute() {
  return (
    <>
      <PageTitle titleKey="register.title" />
      <AuthLayout>
        <RegisterForm />
      </AuthLayout>
    </>
  );
}
