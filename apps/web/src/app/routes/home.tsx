import { lazy, Suspense } from 'react';
import { PageTitle } from '@/components/layout/page-title';
import { HeroBanner } from '@/features/marketing/components/hero-banner';
import { QualitySection } from '@/features/marketing/components/quality-section';
import { ShopTimeline } from '@/features/marketing/components/shop-timeline';
import { RecommendedProducts } from '@/features/products/components/recommended-products';
import { useT } from '@/lib/i18n/i18n';
import '@/lib/i18n/messages/home';
import '@/lib/i18n/messages/catalog';

/**
 * Under the banner, so no part of the first paint: its own file keeps the home page's JS within budget (DESIGN §7).
 * The server renders it whole and the browser keeps that markup until the file arrives, so nothing moves.
 */
const HomeCategories = lazy(() =>
  import('@/features/categories/components/home-categories').then((m) => ({ default: m.HomeCategories })),
);

export function HomeRoute() {
  const t = useT();
  return (
    <>
      <PageTitle title={undefined} />
      <div className="space-y-14 sm:space-y-20">
        <h1 className="sr-only">{t('page.home')}</h1>
        <div className="space-y-8">
          <HeroBanner />
          {/* About as high as the heading and one row of chips (a phone's), for a page the browser draws itself. */}
          <Suspense fallback={<div className="h-[5.5rem]" />}>
            <HomeCategories />
          </Suspense>
        </div>
        <RecommendedProducts />
        <QualitySection />
        <ShopTimeline />
      </div>
    </>
  );
}
