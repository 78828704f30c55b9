import { PageTitle } from '@/components/layout/page-title';
import { HeroBanner } from '@/features/marketing/components/hero-banner';
import { QualitySection } from '@/features/marketing/components/quality-section';
import { ShopTimeline } from '@/features/marketing/components/shop-timeline';
import { RecommendedProducts } from '@/features/products/components/recommended-products';
import { useT } from '@/lib/i18n/i18n';
import '@/lib/i18n/messages/home';
import '@/lib/i18n/messages/catalog';

export function HomeRoute() {
  const t = useT();
  return (
    <>
      <PageTitle title={undefined} />
      <div className="space-y-14 sm:space-y-20">
        <h1 className="sr-only">{t('page.home')}</h1>
        <HeroBanner />
        <RecommendedProducts />
        <QualitySection />
        <ShopTimeline />
      </div>
    </>
  );
}
