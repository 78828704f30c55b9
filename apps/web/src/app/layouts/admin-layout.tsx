import { Suspense, useId, useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { BrandLink } from '@/components/brand/brand-link';
import { AccountMenu } from '@/components/layout/account-menu';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { buttonClass } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import {
  ArrowLeftIcon,
  BoxIcon,
  ClockIcon,
  CloseIcon,
  GridIcon,
  LogoutIcon,
  MenuIcon,
  PlusIcon,
  ListIcon,
  ReceiptIcon,
  StarIcon,
  TagIcon,
  UserIcon,
} from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useLogout } from '@/features/auth/api/logout';
import { wibYear } from '@/lib/format';
import { useT } from '@/lib/i18n/i18n';
// The categories page's name is in the admin navigation on every admin page.
import '@/lib/i18n/messages/admin-categories';
// So is the stock tools page's.
import '@/lib/i18n/messages/admin-stocktake';
import '@/lib/i18n/messages/admin-product-sheet';
import '@/lib/i18n/messages/admin-vouchers';
import '@/lib/i18n/messages/admin-replies';
import '@/lib/i18n/messages/admin-flash-sales';
import { useSession } from '@/lib/session';
import { PageFallback } from '../routes/root';
import { RouteErrorBoundary } from '../routes/route-error';

/** The admin area's frame (loaded lazily, with the admin pages). */
export function AdminLayout() {
  const t = useT();
  const session = useSession();
  const logout = useLogout();
  const location = useLocation();
  // The menu belongs to the page it was opened on: any navigation closes it.
  const [menuOpenedAt, setMenuOpenedAt] = useState<string | null>(null);
  const menuOpen = menuOpenedAt === location.pathname;
  const menuId = useId();

  const entries = [
    { label: t('nav.dashboard'), to: paths.admin.dashboard.href(), icon: GridIcon },
    { label: t('nav.products'), to: paths.admin.products.href(), icon: BoxIcon },
    { label: t('adminCategories.nav'), to: paths.admin.categories.href(), icon: TagIcon },
    { label: t('nav.orders'), to: paths.admin.orders.href(), icon: ReceiptIcon },
    { label: t('stocktake.nav'), to: paths.admin.stockTools.href(), icon: BoxIcon },
    { label: t('productSheet.nav'), to: paths.admin.productSheet.href(), icon: BoxIcon },
    { label: t('adminVouchers.nav'), to: paths.admin.vouchers.href(), icon: TagIcon },
    { label: t('adminReplies.reviewsNav'), to: paths.admin.reviews.href(), icon: StarIcon },
    { label: t('adminReplies.discussionsNav'), to: paths.admin.discussions.href(), icon: ListIcon },
    { label: t('adminFlash.nav'), to: paths.admin.flashSales.href(), icon: ClockIcon },
    { label: t('nav.addProduct'), to: paths.admin.addProduct.href(), icon: PlusIcon },
    { label: t('nav.notifications'), to: paths.admin.notifications.href(), icon: ReceiptIcon },
    { label: t('nav.auditLog'), to: paths.admin.auditLog.href(), icon: ReceiptIcon },
  ];
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    cn(
      'flex min-h-11 items-center gap-2 rounded-full px-2 py-2 text-sm font-semibold transition-colors',
      isActive
        ? 'bg-rose-600 text-white shadow-sm shadow-rose-300/60'
        : 'text-cocoa-700 hover:bg-rose-50 hover:text-rose-600',
    );
  // The header's row has room for the labels alone; the menu of narrower screens shows the icons too.
  const links = (inline: boolean) => (
    <>
      {entries.map(({ label, to, icon: Icon }) => (
        <li key={to}>
          <NavLink to={to} end className={linkClass}>
            <Icon className={cn('size-4.5', inline && 'hidden 2xl:block')} />
            {label}
          </NavLink>
        </li>
      ))}
      <li>
        <NavLink to={paths.home.href()} end className={linkClass} title={inline ? t('nav.backToShop') : undefined}>
          <ArrowLeftIcon className="size-4.5" />
          {/* In the header's row only the arrow shows until the screen is wide enough for the words. */}
          <span className={cn(inline && 'sr-only 2xl:not-sr-only')}>{t('nav.backToShop')}</span>
        </NavLink>
      </li>
    </>
  );

  return (
    <div className="flex min-h-dvh flex-col bg-cream-50">
      <header className="sticky top-0 z-40 border-b border-rose-100 bg-white/90 frosted">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-1.5 px-3 sm:gap-3 sm:px-6">
          <button
            type="button"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setMenuOpenedAt(menuOpen ? null : location.pathname)}
            className="grid size-11 shrink-0 cursor-pointer place-items-center rounded-full text-cocoa-700 hover:bg-rose-50 xl:hidden"
          >
            {menuOpen ? <CloseIcon className="size-5" /> : <MenuIcon className="size-5" />}
          </button>
          <BrandLink name={t('brand.name')} badge={t('nav.adminArea')} />
          <div className="ml-auto flex items-center gap-1 sm:gap-2">
            <LanguageSwitch />
            {session.isSignedIn ? (
              <AccountMenu
                firstName={session.user?.firstName ?? ''}
                email={session.user?.email ?? ''}
                imageUrl={session.user?.profileImageUrl ?? null}
                buttonLabel={t('nav.accountMenu')}
                avatarAlt={t('nav.avatarAlt')}
                items={[
                  {
                    kind: 'link',
                    label: t('nav.editProfile'),
                    to: paths.profile.href(),
                    icon: <UserIcon className="size-4.5" />,
                  },
                  {
                    kind: 'action',
                    label: t('nav.logout'),
                    onSelect: () => logout.mutate(),
                    icon: <LogoutIcon className="size-4.5" />,
                    tone: 'danger',
                  },
                ]}
              />
            ) : (
              <Link to={paths.login.href()} className={buttonClass('primary', 'sm', 'px-4')}>
                {t('nav.signIn')}
              </Link>
            )}
          </div>
        </div>
        {/* Nine places and the way back: a row of their own under the brand on a laptop, the menu below that. */}
        <nav aria-label={t('nav.adminNavigation')} className="hidden border-t border-rose-100/70 xl:block">
          <ul className="mx-auto flex max-w-7xl items-center gap-0.5 overflow-x-auto px-4 py-1 whitespace-nowrap sm:px-6">
            {links(true)}
          </ul>
        </nav>
        {menuOpen ? (
          <nav
            id={menuId}
            aria-label={t('nav.adminNavigation')}
            className="border-t border-rose-100 px-3 py-3 xl:hidden"
          >
            <ul className="grid gap-1">{links(false)}</ul>
          </nav>
        ) : null}
      </header>
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6 sm:py-10">
        <RouteErrorBoundary>
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <footer className="border-t border-rose-100 py-5 text-center text-xs text-stone-500">
        {t('footer.copyright', { year: wibYear() })}
      </footer>
    </div>
  );
}
