import { lazy } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { paths } from '@/config/paths';
import { preloadable } from '@/lib/preloadable';
import { RequireAdmin } from './guards/require-admin';
import { RequireAuth } from './guards/require-auth';
import { ShopLayout } from './layouts/shop-layout';
import { NotFoundRoute } from './routes/not-found';
import { SessionEffects } from './routes/root';

// Forms (react-hook-form and the zod schemas) load with their pages, keeping the first page light.
const LoginRoute = lazy(() => import('./routes/login').then((m) => ({ default: m.LoginRoute })));
const RegisterRoute = lazy(() => import('./routes/register').then((m) => ({ default: m.RegisterRoute })));
const ForgotPasswordRoute = lazy(() =>
  import('./routes/forgot-password').then((m) => ({ default: m.ForgotPasswordRoute })),
);
const ProfileRoute = lazy(() => import('./routes/profile').then((m) => ({ default: m.ProfileRoute })));

// Every shop page is a chunk of its own; the first page downloads only the frame and its own page. The four the
// server renders (app/ssr/server-pages.ts) can be loaded ahead.
const HomeRoute = preloadable(() => import('./routes/home').then((m) => m.HomeRoute));
const AboutRoute = preloadable(() => import('./routes/about').then((m) => m.AboutRoute));
const PrivacyRoute = preloadable(() => import('./routes/privacy').then((m) => m.PrivacyRoute));
const DebugRoute = lazy(() => import('./routes/debug').then((m) => ({ default: m.DebugRoute })));
const ProductsRoute = preloadable(() => import('./routes/products').then((m) => m.ProductsRoute));
const ProductRoute = preloadable(() => import('./routes/product').then((m) => m.ProductRoute));

const CartRoute = lazy(() => import('./routes/cart').then((m) => ({ default: m.CartRoute })));
const WishlistRoute = lazy(() => import('./routes/wishlist').then((m) => ({ default: m.WishlistRoute })));
const CheckoutRoute = lazy(() => import('./routes/checkout').then((m) => ({ default: m.CheckoutRoute })));
const OrderListRoute = lazy(() => import('./routes/order-list').then((m) => ({ default: m.OrderListRoute })));
const PaymentRoute = lazy(() => import('./routes/payment').then((m) => ({ default: m.PaymentRoute })));
const OrderDetailRoute = lazy(() => import('./routes/order-detail').then((m) => ({ default: m.OrderDetailRoute })));
const OrderReviewRoute = lazy(() => import('./routes/order-review').then((m) => ({ default: m.OrderReviewRoute })));
const MyReviewsRoute = lazy(() => import('./routes/my-reviews').then((m) => ({ default: m.MyReviewsRoute })));

// The admin area lives in its own chunks: shop visitors never download it, nor the list of its pages.
const AdminLayout = lazy(() => import('./layouts/admin-layout').then((m) => ({ default: m.AdminLayout })));
const AdminPage = lazy(() => import('./routes/admin/admin-pages').then((m) => ({ default: m.AdminPage })));

/** Loads the code of the pages the server renders, so that rendering one never waits for it. */
export function preloadServerPages(): Promise<unknown> {
  return Promise.all([
    ...[HomeRoute, AboutRoute, PrivacyRoute, ProductsRoute, ProductRoute].map((page) => page.preload()),
    import('./routes/home').then((m) => m.preloadHomeParts()),
    import('@/features/products/components/product-detail').then((m) => m.preloadProductPromotions()),
  ]);
}

/** Every page of the app, under whichever router renders it: the browser's, or the server's (entry-server.tsx). */
export function AppRoutes() {
  return (
    <>
      <SessionEffects />
      <Routes>
        <Route element={<ShopLayout />}>
          <Route path={paths.home.path} element={<HomeRoute />} />
          <Route path={paths.dashboard.path} element={<Navigate to={paths.home.href()} replace />} />
          <Route path={paths.about.path} element={<AboutRoute />} />
          <Route path={paths.privacy.path} element={<PrivacyRoute />} />
          <Route path={paths.login.path} element={<LoginRoute />} />
          <Route path={paths.register.path} element={<RegisterRoute />} />
          <Route path={paths.forgotPassword.path} element={<ForgotPasswordRoute />} />
          <Route path={paths.product.path} element={<ProductRoute />} />
          <Route path={paths.products.path} element={<ProductsRoute />} />
          <Route element={<RequireAuth />}>
            <Route path={paths.profile.path} element={<ProfileRoute />} />
            <Route path={paths.cart.path} element={<CartRoute />} />
            <Route path={paths.checkout.path} element={<CheckoutRoute />} />
            <Route path={paths.orderList.path} element={<OrderListRoute />} />
            <Route path={paths.payment.path} element={<PaymentRoute />} />
            <Route path={paths.orderDetail.path} element={<OrderDetailRoute />} />
            <Route path={paths.orderReview.path} element={<OrderReviewRoute />} />
            <Route path={paths.reviews.path} element={<MyReviewsRoute />} />
            <Route path={paths.wishlist.path} element={<WishlistRoute />} />
          </Route>
          <Route path="*" element={<NotFoundRoute />} />
        </Route>
        <Route element={<RequireAdmin />}>
          {/* The developer's test page: the owner's only (in production the server calls it not found). */}
          <Route element={<ShopLayout />}>
            <Route path={paths.debug.path} element={<DebugRoute />} />
          </Route>
          <Route element={<AdminLayout />}>
            <Route path={paths.admin.dashboard.path} element={<AdminPage name="dashboard" />} />
            <Route path={paths.admin.dashboardAlias.path} element={<AdminPage name="dashboard" />} />
            <Route path={paths.admin.products.path} element={<AdminPage name="products" />} />
            <Route path={paths.admin.orders.path} element={<AdminPage name="orders" />} />
            <Route path={paths.admin.orderDetail.path} element={<AdminPage name="order" />} />
            <Route path={paths.admin.auditLog.path} element={<AdminPage name="auditLog" />} />
            <Route path={paths.admin.notifications.path} element={<AdminPage name="notifications" />} />
            <Route path={paths.admin.addProduct.path} element={<AdminPage name="addProduct" />} />
            <Route path={paths.admin.productDetail.path} element={<AdminPage name="productDetail" />} />
            <Route path={paths.admin.editProduct.path} element={<AdminPage name="editProduct" />} />
            <Route path={paths.admin.categories.path} element={<AdminPage name="categories" />} />
            <Route path={paths.admin.stockTools.path} element={<AdminPage name="stockTools" />} />
            <Route path={paths.admin.productSheet.path} element={<AdminPage name="productSheet" />} />
            <Route path={paths.admin.vouchers.path} element={<AdminPage name="vouchers" />} />
            <Route path={paths.admin.reviews.path} element={<AdminPage name="reviews" />} />
            <Route path={paths.admin.discussions.path} element={<AdminPage name="discussions" />} />
            <Route path={paths.admin.flashSales.path} element={<AdminPage name="flashSales" />} />
          </Route>
        </Route>
      </Routes>
    </>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
