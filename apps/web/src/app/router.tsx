import { lazy } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { ComingSoon } from '@/components/ui/coming-soon';
import { paths } from '@/config/paths';
import { RequireAdmin } from './guards/require-admin';
import { RequireAuth } from './guards/require-auth';
import { ShopLayout } from './layouts/shop-layout';
import { NotFoundRoute } from './routes/not-found';
import { SessionEffects } from './routes/root';

// Forms (react-hook-form and the zod schemas) load with their pages, keeping the first page light.
const LoginRoute = lazy(() => import('./routes/login').then((m) => ({ default: m.LoginRoute })));
const RegisterRoute = lazy(() => import('./routes/register').then((m) => ({ default: m.RegisterRoute })));
const ProfileRoute = lazy(() => import('./routes/profile').then((m) => ({ default: m.ProfileRoute })));

// The admin area lives in its own chunks: shop visitors never download it.
const AdminLayout = lazy(() => import('./layouts/admin-layout').then((m) => ({ default: m.AdminLayout })));
const AdminDashboardRoute = lazy(() =>
  import('./routes/admin/dashboard').then((m) => ({ default: m.AdminDashboardRoute })),
);
const AdminProductsRoute = lazy(() =>
  import('./routes/admin/products').then((m) => ({ default: m.AdminProductsRoute })),
);
const AdminOrdersRoute = lazy(() => import('./routes/admin/orders').then((m) => ({ default: m.AdminOrdersRoute })));
const AdminAddProductRoute = lazy(() =>
  import('./routes/admin/add-product').then((m) => ({ default: m.AdminAddProductRoute })),
);
const AdminProductDetailRoute = lazy(() =>
  import('./routes/admin/product-detail').then((m) => ({ default: m.AdminProductDetailRoute })),
);
const AdminEditProductRoute = lazy(() =>
  import('./routes/admin/edit-product').then((m) => ({ default: m.AdminEditProductRoute })),
);

export function AppRouter() {
  return (
    <BrowserRouter>
      <SessionEffects />
      <Routes>
        <Route element={<ShopLayout />}>
          <Route path={paths.home.path} element={<ComingSoon titleKey="page.home" homeLink={false} />} />
          <Route path={paths.dashboard.path} element={<Navigate to={paths.home.href()} replace />} />
          <Route path={paths.about.path} element={<ComingSoon titleKey="page.about" />} />
          <Route path={paths.login.path} element={<LoginRoute />} />
          <Route path={paths.register.path} element={<RegisterRoute />} />
          <Route path={paths.debug.path} element={<ComingSoon titleKey="page.debug" />} />
          <Route path={paths.product.path} element={<ComingSoon titleKey="page.productDetail" />} />
          <Route path={paths.products.path} element={<ComingSoon titleKey="page.products" />} />
          <Route element={<RequireAuth />}>
            <Route path={paths.profile.path} element={<ProfileRoute />} />
            <Route path={paths.cart.path} element={<ComingSoon titleKey="page.cart" />} />
            <Route path={paths.checkout.path} element={<ComingSoon titleKey="page.checkout" />} />
            <Route path={paths.orderList.path} element={<ComingSoon titleKey="page.orderList" />} />
            <Route path={paths.payment.path} element={<ComingSoon titleKey="page.payment" />} />
            <Route path={paths.orderDetail.path} element={<ComingSoon titleKey="page.orderDetail" />} />
            <Route path={paths.orderReview.path} element={<ComingSoon titleKey="page.writeReview" />} />
            <Route path={paths.reviews.path} element={<ComingSoon titleKey="page.reviews" />} />
            <Route path={paths.wishlist.path} element={<ComingSoon titleKey="page.wishlist" />} />
          </Route>
          <Route path="*" element={<NotFoundRoute />} />
        </Route>
        <Route element={<RequireAdmin />}>
          <Route element={<AdminLayout />}>
            <Route path={paths.admin.dashboard.path} element={<AdminDashboardRoute />} />
            <Route path={paths.admin.dashboardAlias.path} element={<AdminDashboardRoute />} />
            <Route path={paths.admin.products.path} element={<AdminProductsRoute />} />
            <Route path={paths.admin.orders.path} element={<AdminOrdersRoute />} />
            <Route path={paths.admin.addProduct.path} element={<AdminAddProductRoute />} />
            <Route path={paths.admin.productDetail.path} element={<AdminProductDetailRoute />} />
            <Route path={paths.admin.editProduct.path} element={<AdminEditProductRoute />} />
          </Route>
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
