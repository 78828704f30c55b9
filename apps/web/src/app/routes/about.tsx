import { PageTitle } from '@/components/layout/page-title';
import { AboutContent } from '@/features/marketing/components/about-content';
import '@/lib/i18n/messages/home';

export function AboutRoute() {
  return (
    <>
      <PageTitle titleKey="page.about" />
      <AboutContent />
    </>
  );
}
