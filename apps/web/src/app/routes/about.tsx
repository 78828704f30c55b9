import { AboutContent } from '@/features/marketing/components/about-content';
import '@/lib/i18n/messages/home';

export function AboutRoute() {
  return <AboutContent />;
}
