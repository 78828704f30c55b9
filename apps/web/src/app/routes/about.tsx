import { AboutContent } from '@/features/marketing/components/about-content';

export function AboutRoute() {
  return <AboutContent />;
}
