import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useLocation, useNavigate, useSearchParams, Link } from 'react-router';
import { BrandLink } from '@/components/brand/brand-link';
import { AccountMenu, type AccountMenuItem } from '@/components/layout/account-menu';
import { LanguageSwitch } from '@/components/layout/language-switch';
import type { FeaturedTile, MenuTile } from '@/components/layout/menu-panel';
import { SearchBox } from '@/components/layout/search-box';
import { buttonClass } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import {
  BoxIcon,
  CartIcon,
  CloseIcon,
  GridIcon,
  HeartIcon,
  HomeIcon,
  LogoutIcon,
  MenuIcon,
  PlusIcon,
  ReceiptIcon,
  StarIcon,
  UserIcon,
} from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useLogout } from '@/features/auth/api/logout';
import { useCartCount } from '@/features/purchase/api/get-cart-count';
import { useT, type Translate } from '@/lib/i18n/i18n';
import { useSession, type Session } from '@/lib/session';

// Only a tap on the menu button shows the panel (never the server's page): its code waits for that tap, which keeps
// the first shop page inside its script budget (docs/design.md §7).
const loadMenuPanel = () => import('@/components/layout/menu-panel');
const MenuPanel = lazy(() => loadMenuPanel().then((m) => ({ default: m.MenuPanel })));

function menuFor(session: Session, t: Translate): { tiles: MenuTile[]; featured?: FeaturedTile } {
  const icon = 'size-5';
  if (session.isAdmin) {
    return {
      tiles: [
        { label: t('nav.dashboard'), to: paths.admin.dashboard.href(), icon: <GridIcon className={icon} /> },
        { label: t('nav.products'), to: paths.admin.products.href(), icon: <BoxIcon className={icon} /> },
        { label: t('nav.homeShop'), to: paths.home.href(), icon: <HomeIcon className={icon} /> },
        { label: t('nav.orders'), to: paths.admin.orders.href(), icon: <ReceiptIcon className={icon} /> },
      ],
      featured: {
        label: t('nav.addProduct'),
        hint: t('nav.addProductHint'),
        to: paths.admin.addProduct.href(),
        icon: <PlusIcon className="size-6" />,
      },
    };
  }
  const tiles: MenuTile[] = [
    { label: t('nav.home'), to: paths.home.href(), icon: <HomeIcon className={icon} /> },
    { label: t('nav.products'), to: paths.products.href(), icon: <BoxIcon className={icon} /> },
  ];
  if (session.isSignedIn) {
    tiles.push(
      { label: t('nav.reviews'), to: paths.reviews.href(), icon: <StarIcon className={icon} /> },
      { label: t('nav.orders'), to: paths.orderList.href(), icon: <ReceiptIcon className={icon} /> },
    );
  }
  return { tiles };
}

function CartButton() {
  const t = useT();
  const count = useCartCount({ enabled: true }).data ?? 0;
  return (
    <Link
      to={paths.cart.href()}
      aria-label={t('nav.cartWithCount', { count })}
      className="relative grid size-9 shrink-0 place-items-center rounded-full sm:size-10 text-cocoa-700 transition-colors hover:bg-rose-50 hover:text-rose-600"
    >
      <CartIcon className="size-6" />
      {count > 0 ? (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-rose-600 px-1 text-[11px] font-bold text-white ring-2 ring-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}

export function NavBar() {
  const t = useT();
  const session = useSession();
  const logout = useLogout();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  // The panel belongs to the page it was opened on: any navigation closes it.
  const [menuOpenedAt, setMenuOpenedAt] = useState<string | null>(null);
  const menuOpen = menuOpenedAt === location.pathname;
  const setMenuOpen = (open: boolean) => setMenuOpenedAt(open ? location.pathname : null);
  const panelId = useId();
  const searchText = location.pathname === paths.products.path ? (searchParams.get('search') ?? '') : '';

  // Fetched once the page is idle, so a tap on a slow phone does not wait for it.
  useEffect(() => {
    const idle = window.setTimeout(() => void loadMenuPanel(), 2000);
    return () => window.clearTimeout(idle);
  }, []);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpenedAt(null);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const { tiles, featured } = menuFor(session, t);
  const accountItems: AccountMenuItem[] = [
    { kind: 'link', label: t('nav.editProfile'), to: paths.profile.href(), icon: <UserIcon className="size-4.5" /> },
  ];
  if (!session.isAdmin) {
    accountItems.push({
      kind: 'link',
      label: t('nav.myOrders'),
      to: paths.orderList.href(),
      icon: <ReceiptIcon className="size-4.5" />,
    });
    accountItems.push({
      kind: 'link',
      label: t('nav.wishlist'),
      to: paths.wishlist.href(),
      icon: <HeartIcon className="size-4.5" />,
    });
  }
  accountItems.push({
    kind: 'action',
    label: t('nav.logout'),
    onSelect: () => logout.mutate(),
    icon: <LogoutIcon className="size-4.5" />,
    tone: 'danger',
  });

  const search = (
    <SearchBox
      key={searchText}
      initialValue={searchText}
      placeholder={t('nav.searchPlaceholder')}
      label={t('nav.searchLabel')}
      clearLabel={t('nav.clearSearch')}
      onSearch={(text) => void navigate(paths.products.href(text))}
    />
  );

  return (
    <header className="sticky top-0 z-40 border-b border-rose-100 bg-white/90 frosted">
      <div className="mx-auto grid max-w-6xl grid-cols-[auto_auto_1fr_auto] items-center gap-x-1.5 gap-y-2.5 px-3 py-2.5 sm:gap-x-3 sm:px-6 md:h-16 md:py-0">
        <button
          type="button"
          aria-expanded={menuOpen}
          aria-controls={panelId}
          aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
          onClick={() => setMenuOpen(!menuOpen)}
          className={cn(
            'col-start-1 row-start-1 grid size-11 shrink-0 cursor-pointer place-items-center rounded-full transition-colors',
            menuOpen ? 'bg-rose-600 text-white' : 'text-cocoa-700 hover:bg-rose-50 hover:text-rose-600',
          )}
        >
          {menuOpen ? <CloseIcon className="size-5" /> : <MenuIcon className="size-5" />}
        </button>
        <div className="col-start-2 row-start-1">
          <BrandLink name={t('brand.name')} />
        </div>
        <div className="col-span-4 col-start-1 row-start-2 md:col-span-1 md:col-start-3 md:row-start-1 md:mx-2 lg:mx-6">
          {search}
        </div>
        <div className="col-start-4 row-start-1 flex items-center justify-end gap-0.5 sm:gap-2">
          <LanguageSwitch />
          {session.isSignedIn && !session.isAdmin ? <CartButton /> : null}
          {session.isSignedIn ? (
            <AccountMenu
              firstName={session.user?.firstName ?? ''}
              email={session.user?.email ?? ''}
              imageUrl={session.user?.profileImageUrl ?? null}
              buttonLabel={t('nav.accountMenu')}
              avatarAlt={t('nav.avatarAlt')}
              items={accountItems}
            />
          ) : (
            <Link to={paths.login.href()} className={buttonClass('primary', 'sm', 'px-4')}>
              {t('nav.signIn')}
            </Link>
          )}
        </div>
      </div>
      {menuOpen ? (
        <Suspense fallback={null}>
          <MenuPanel
            id={panelId}
            label={t('nav.mainNavigation')}
            tiles={tiles}
            featured={featured}
            onNavigate={() => setMenuOpen(false)}
          />
        </Suspense>
      ) : null}
    </header>
  );
}
