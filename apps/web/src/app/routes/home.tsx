import { Suspense } from 'react';
import { PageTitle } from '@/components/layout/page-title';
import { HeroBanner } from '@/features/marketing/components/hero-banner';
import { QualitySection } from '@/features/marketing/components/quality-section';
import { ShopTimeline } from '@/features/marketing/components/shop-timeline';
import { RecommendedProducts } from '@/features/products/components/recommended-products';
import { useT } from '@/lib/i18n/i18n';
import { preloadable } from '@/lib/preloadable';
import { useHydrated } from '@/lib/use-hydrated';
import '@/lib/i18n/messages/home';
import '@/lib/i18n/messages/catalog';

/**
 * Under the banner, so no part of the first paint: its own file keeps the home page's JS within budget (docs/design.md §7).
 * The server renders it whole and the browser keeps that markup until the file arrives, so nothing moves.
 */
const HomeCategories = preloadable(() =>
  import('@/features/categories/components/home-categories').then((m) => m.HomeCategories),
);
/** The home page's own chunks, loaded ahead by the server (app/router.tsx, preloadServerPages). */
export const preloadHomeParts = () => HomeCategories.preload();

export function HomeRoute() {
  const t = useT();
  // Far below the first screen on any device: the page the server makes leaves them out (their markup and their
  // rules in its inline CSS, which must stay within 14 KB: decision 055) and they are rendered after hydration.
  const rendered = useHydrated();
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
        {rendered ? (
          <>
            <QualitySection />
            <ShopTimeline />
          </>
        ) : null}
      </div>
    </>
  );
}
