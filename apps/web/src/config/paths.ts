/** Every route of the app. Build links with `href`; the router uses `path`. */
export const paths = {
  home: { path: '/', href: () => '/' },
  dashboard: { path: '/dashboard', href: () => '/dashboard' },
  about: { path: '/about', href: () => '/about' },
  privacy: { path: '/privacy', href: () => '/privacy' },
  login: {
    path: '/login',
    /** `next`: a page of the shop to come back to after signing in (lib/return-path.ts checks it). */
    href: (next?: string | null) => (next ? `/login?${new URLSearchParams({ next }).toString()}` : '/login'),
  },
  register: {
    path: '/register',
    href: (next?: string | null) => (next ? `/register?${new URLSearchParams({ next }).toString()}` : '/register'),
  },
  forgotPassword: {
    path: '/forgot-password',
    href: (next?: string | null) =>
      next ? `/forgot-password?${new URLSearchParams({ next }).toString()}` : '/forgot-password',
  },
  debug: { path: '/debug-page', href: () => '/debug-page' },
  product: { path: '/product/:id', href: (id: number | string) => `/product/${encodeURIComponent(id)}` },
  products: {
    path: '/products',
    href: (search?: string) => (search ? `/products?${new URLSearchParams({ search }).toString()}` : '/products'),
  },

  profile: { path: '/profile', href: () => '/profile' },
  cart: { path: '/cart', href: () => '/cart' },
  checkout: { path: '/order', href: () => '/order' },
  orderList: { path: '/order-list', href: () => '/order-list' },
  payment: { path: '/payment/:token', href: (token: string) => `/payment/${encodeURIComponent(token)}` },
  orderDetail: { path: '/orders/:token', href: (token: string) => `/orders/${encodeURIComponent(token)}` },
  orderReview: {
    path: '/orders/:token/review',
    href: (token: string) => `/orders/${encodeURIComponent(token)}/review`,
  },
  reviews: { path: '/reviews', href: () => '/reviews' },
  wishlist: { path: '/wishlist', href: () => '/wishlist' },

  admin: {
    dashboard: { path: '/admin-dashboard', href: () => '/admin-dashboard' },
    dashboardAlias: { path: '/adminDashboard', href: () => '/adminDashboard' },
    products: { path: '/admin/products', href: () => '/admin/products' },
    orders: { path: '/admin/orders', href: () => '/admin/orders' },
    orderDetail: {
      path: '/admin/orders/:orderId',
      href: (orderId: number | string) => `/admin/orders/${encodeURIComponent(orderId)}`,
    },
    addProduct: { path: '/admin/add-product', href: () => '/admin/add-product' },
    auditLog: { path: '/admin/audit-log', href: () => '/admin/audit-log' },
    notifications: { path: '/admin/notifications', href: () => '/admin/notifications' },
    categories: { path: '/admin/categories', href: () => '/admin/categories' },
    stockTools: { path: '/admin/stok', href: () => '/admin/stok' },
    productSheet: { path: '/admin/lembar-produk', href: () => '/admin/lembar-produk' },
    vouchers: { path: '/admin/voucher', href: () => '/admin/voucher' },
    reviews: { path: '/admin/ulasan', href: () => '/admin/ulasan' },
    discussions: { path: '/admin/diskusi', href: () => '/admin/diskusi' },
    flashSales: { path: '/admin/flash-sale', href: () => '/admin/flash-sale' },
    productDetail: {
      path: '/admin/products/:productId',
      href: (productId: number | string) => `/admin/products/${encodeURIComponent(productId)}`,
    },
    editProduct: {
      path: '/admin/products/edit/:productId',
      href: (productId: number | string) => `/admin/products/edit/${encodeURIComponent(productId)}`,
    },
  },
} as const;
