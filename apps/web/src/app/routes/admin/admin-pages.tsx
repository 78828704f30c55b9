import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * The admin area's pages, each a chunk of its own as before. They are listed here, in a chunk the router loads only
 * behind the admin guard, rather than in the router itself: every page the admin area gains would otherwise add its
 * loader to the first download of every shop visitor (the home page's JS budget, scripts/check-web-budget.mjs).
 */
const pages = {
  dashboard: lazy(() => import('./dashboard').then((m) => ({ default: m.AdminDashboardRoute }))),
  products: lazy(() => import('./products').then((m) => ({ default: m.AdminProductsRoute }))),
  auditLog: lazy(() => import('./audit-log').then((m) => ({ default: m.AdminAuditLogRoute }))),
  notifications: lazy(() => import('./notifications').then((m) => ({ default: m.AdminNotificationsRoute }))),
  orders: lazy(() => import('./orders').then((m) => ({ default: m.AdminOrdersRoute }))),
  order: lazy(() => import('./order').then((m) => ({ default: m.AdminOrderRoute }))),
  addProduct: lazy(() => import('./add-product').then((m) => ({ default: m.AdminAddProductRoute }))),
  productDetail: lazy(() => import('./product-detail').then((m) => ({ default: m.AdminProductDetailRoute }))),
  editProduct: lazy(() => import('./edit-product').then((m) => ({ default: m.AdminEditProductRoute }))),
  categories: lazy(() => import('./categories').then((m) => ({ default: m.AdminCategoriesRoute }))),
  stockTools: lazy(() => import('./stock-tools').then((m) => ({ default: m.AdminStockToolsRoute }))),
  productSheet: lazy(() => import('./product-sheet').then((m) => ({ default: m.AdminProductSheetRoute }))),
  vouchers: lazy(() => import('./vouchers').then((m) => ({ default: m.AdminVouchersRoute }))),
  reviews: lazy(() => import('./reviews').then((m) => ({ default: m.AdminReviewsRoute }))),
  discussions: lazy(() => import('./discussions').then((m) => ({ default: m.AdminDiscussionsRoute }))),
  flashSales: lazy(() => import('./flash-sales').then((m) => ({ default: m.AdminFlashSalesRoute }))),
} satisfies Record<string, LazyExoticComponent<ComponentType>>;

export type AdminPageName = keyof typeof pages;

/** The admin page of this name (the router's element for its path). */
export function AdminPage({ name }: { name: AdminPageName }) {
  const Page = pages[name];
  return <Page />;
}
