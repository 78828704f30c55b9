import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { Footer } from '@/components/layout/footer';
import { PageFallback } from '../routes/root';
import { RouteErrorBoundary } from '../routes/route-error';
import { NavBar } from './nav-bar';

/** The shop's frame: navigation bar, the page, footer. Renders its children, else the matched route. */
export function ShopLayout({ children }: { children?: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <NavBar />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 sm:py-10">
        <RouteErrorBoundary>
          <Suspense fallback={<PageFallback />}>{children ?? <Outlet />}</Suspense>
        </RouteErrorBoundary>
      </main>
      <Footer />
    </div>
  );
}
