import { PageTitle } from '@/components/layout/page-title';
import { PrivacyContent } from '@/features/marketing/components/privacy-content';
import '@/lib/i18n/messages/account-rights';

export function PrivacyRoute() {
  return (
    <>
      <PageTitle titleKey="privacy.title" />
      <PrivacyContent />
    </>
  );
}
