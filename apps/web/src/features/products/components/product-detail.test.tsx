import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, Route, Routes, RouterProvider, StaticRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ProductDetail as Product } from '@boneka/shared';
import { I18nProvider } from '@/lib/i18n/i18n';
import '@/lib/i18n/messages/catalog';
import '@/lib/i18n/messages/product-page';
import { mockApi } from '@/test/api-mock';
import { productDetail, variant } from '@/test/factories';
import { productQueryKey } from '../api/get-product';
import { preloadProductPromotions, ProductDetail, type PurchaseChoice } from './product-detail';
import type { PlaceSource } from './shipping-estimate';

const photo = (image_id: number, position: number) => ({
  image_id,
  image_url: `/uploads/products/${image_id}.webp`,
  thumbnail_url: `/uploads/products/${image_id}-360.webp`,
  position,
});

/** A bear in two sizes and two colours; brown and pink have photos of their own. 30 cm pink is sold out. */
function bear(overrides: Partial<Product> = {}): Product {
  return productDetail({
    product_id: 7,
    name: 'Boneka Beruang',
    options: [
      { name: 'Ukuran', values: ['30 cm', '50 cm'] },
      { name: 'Warna', values: ['Coklat', 'Pink'] },
    ],
    images: [photo(1, 0), photo(2, 1), photo(3, 2)],
    variants: [
      variant({
        variant_id: 11,
        options: ['30 cm', 'Coklat'],
        price: 145_000,
        stock: 8,
        image_id: 3,
        sku: 'BR-30-CKL',
      }),
      variant({ variant_id: 12, options: ['30 cm', 'Pink'], price: 145_000, stock: 0, image_id: 2 }),
      variant({ variant_id: 13, options: ['50 cm', 'Coklat'], price: 245_000, stock: 2, image_id: 3 }),
      variant({ variant_id: 14, options: ['50 cm', 'Pink'], price: 245_000, stock: 5, image_id: 2, sku: 'BR-50-PNK' }),
    ],
    ...overrides,
  });
}

const noPlaces: PlaceSource = {
  provinces: async () => [],
  cities: async () => [],
  districts: async () => [],
};

/** The page at `url`, as a shared link opens it; the purchase slot says what it was given. */
function openPage(product: Product, url = '/product/7') {
  mockApi({ 'GET /api/products/7': { body: { success: true, data: product } } });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const purchase = (_: Product, choice: PurchaseChoice) => (
    <p data-testid="purchase">
      {choice.variant ? `variant ${choice.variant.variant_id}` : 'no variant'} | {choice.blocker ?? 'can buy'} |{' '}
      {choice.imageUrl}
    </p>
  );
  const router = createMemoryRouter(
    [{ path: '/product/:id', element: <ProductDetail productId={7} places={noPlaces} renderPurchase={purchase} /> }],
    { initialEntries: [url] },
  );
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <I18nProvider>{children}</I18nProvider>
    </QueryClientProvider>
  );
  return { user: userEvent.setup(), router, ...render(<RouterProvider router={router} />, { wrapper }) };
}

const price = () => screen.getByText(/^Rp /, { selector: 'p' });
const purchase = () => screen.getByTestId('purchase').textContent;
const shownPhoto = () =>
  screen.getByRole('region', { name: 'Foto Boneka Beruang' }).querySelector('[role="group"]:not([aria-hidden])');

describe('the product page with options (issue 27)', () => {
  it('shows the price range and asks for every option before anything can be bought', async () => {
    openPage(bear());
    expect(await screen.findByRole('heading', { name: 'Boneka Beruang' })).toBeInTheDocument();
    expect(price()).toHaveTextContent('Rp 145.000 – Rp 245.000');
    expect(purchase()).toContain('no variant | Pilih Ukuran dan Warna dulu, ya.');
    expect(screen.getByRole('radiogroup', { name: 'Ukuran' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Warna' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { checked: true })).toBeNull();
  });

  it('shows the price, stock, SKU and photo of the chosen variant at once, and keeps it in the URL', async () => {
    const { user, router } = openPage(bear());
    await user.click(await screen.findByRole('radio', { name: '50 cm' }));
    expect(router.state.location.search).toBe('');
    expect(purchase()).toContain('no variant | Pilih Warna dulu, ya.');
    expect(price()).toHaveTextContent('Rp 245.000');

    await user.click(screen.getByRole('radio', { name: 'Pink' }));
    expect(price()).toHaveTextContent(/^Rp 245\.000$/);
    expect(screen.getByText('Stok tinggal 5!')).toBeInTheDocument();
    expect(screen.getByText('SKU: BR-50-PNK')).toBeInTheDocument();
    expect(shownPhoto()).toHaveAccessibleName('Foto 2 dari 3');
    expect(purchase()).toBe('variant 14 | can buy | /uploads/products/2.webp');
    expect(router.state.location.search).toBe('?varian=14');
    // The choice replaces the page in the history: Back leaves the product instead of undoing a click.
    expect(router.state.historyAction).toBe('REPLACE');

    await user.click(screen.getByRole('radio', { name: '30 cm (habis)' }));
    expect(router.state.location.search).toBe('?varian=12');
    expect(screen.getByText('Stok habis')).toBeInTheDocument();
  });

  it('opens a shared link on the variant it names, with its price, stock and photo', async () => {
    openPage(bear(), '/product/7?varian=13');
    expect(await screen.findByRole('radio', { name: '50 cm' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Coklat' })).toBeChecked();
    expect(price()).toHaveTextContent(/^Rp 245\.000$/);
    expect(screen.getByText('Stok tinggal 2!')).toBeInTheDocument();
    expect(shownPhoto()).toHaveAccessibleName('Foto 3 dari 3');
    expect(purchase()).toContain('variant 13 | can buy');
  });

  it('ignores a link naming a variant of no such kind, and starts with nothing chosen', async () => {
    openPage(bear(), '/product/7?varian=999');
    expect(await screen.findByRole('radiogroup', { name: 'Ukuran' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { checked: true })).toBeNull();
    expect(shownPhoto()).toHaveAccessibleName('Foto 1 dari 3');
  });

  it('follows a link to another variant while the page is open', async () => {
    const { router } = openPage(bear(), '/product/7?varian=11');
    expect(await screen.findByRole('radio', { name: 'Coklat' })).toBeChecked();
    await router.navigate('/product/7?varian=14');
    expect(await screen.findByText('SKU: BR-50-PNK')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Pink' })).toBeChecked();
  });

  it('narrows the price, stock and photo to what fits one option chosen', async () => {
    const { user } = openPage(bear());
    await user.click(await screen.findByRole('radio', { name: 'Pink' }));
    // Pink: 30 cm (sold out) and 50 cm; both share the pink photo.
    expect(price()).toHaveTextContent('Rp 145.000 – Rp 245.000');
    expect(screen.getByText('Stok tinggal 5!')).toBeInTheDocument();
    expect(shownPhoto()).toHaveAccessibleName('Foto 2 dari 3');
    // With pink chosen, 30 cm is sold out: shown so, and still choosable.
    expect(screen.getByRole('radio', { name: '30 cm (habis)' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: '50 cm' })).toBeInTheDocument();
  });

  it('says a switched-off variant is not for sale, and a missing combination is not available', async () => {
    const product = bear();
    product.variants = product.variants
      .map((v) => (v.variant_id === 13 ? { ...v, is_active: false } : v))
      .filter((v) => v.variant_id !== 12);
    const { user } = openPage(product);
    await user.click(await screen.findByRole('radio', { name: '50 cm' }));
    expect(screen.getByRole('radio', { name: 'Coklat (tidak dijual)' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Coklat (tidak dijual)' }));
    expect(purchase()).toContain('no variant | Varian ini sedang tidak dijual.');
    expect(screen.getByText('Stok habis')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: '30 cm' }));
    await user.click(screen.getByRole('radio', { name: 'Pink (tidak dijual)' }));
    expect(purchase()).toContain('no variant | Kombinasi ini tidak tersedia. Pilih yang lain, ya.');
  });

  it('chooses what needs no choosing: the one variant of a product without options', async () => {
    openPage(productDetail({ product_id: 7, name: 'Bantal Awan', price: 99_000, stock: 4 }));
    expect(await screen.findByRole('heading', { name: 'Bantal Awan' })).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(price()).toHaveTextContent(/^Rp 99\.000$/);
    expect(purchase()).toMatch(/^variant \d+ \| can buy/);
  });

  it('chooses an option with a single value on sale by itself', async () => {
    const product = bear();
    product.variants = product.variants.filter((v) => v.options[1] === 'Pink');
    openPage(product);
    expect(await screen.findByRole('radio', { name: 'Pink' })).toBeChecked();
    expect(purchase()).toContain('Pilih Ukuran dulu, ya.');
  });
});

describe('the gallery on the product page', () => {
  it('keeps the cover the page’s main picture: eager and first, every other photo lazy', async () => {
    openPage(bear());
    const region = await screen.findByRole('region', { name: 'Foto Boneka Beruang' });
    const [cover, ...others] = within(region).getAllByRole('img', { hidden: true });
    expect(cover).toHaveAttribute('loading', 'eager');
    expect(cover).toHaveAttribute('fetchpriority', 'high');
    expect(cover).toHaveAttribute('width', '900');
    expect(cover).toHaveAttribute('height', '900');
    expect(cover).toHaveAttribute('src', '/uploads/products/1.webp');
    for (const image of others) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).not.toHaveAttribute('fetchpriority');
    }
  });
});

describe('the product page rendered by the server (entry-server.tsx)', () => {
  /** What the server sends for `url`, with the product's data seeded as app/ssr seeds it. */
  function serverHtml(url: string) {
    const queryClient = new QueryClient();
    queryClient.setQueryData(productQueryKey(7), bear());
    return renderToString(
      <QueryClientProvider client={queryClient}>
        <I18nProvider>
          <StaticRouter location={url}>
            <Routes>
              <Route path="/product/:id" element={<ProductDetail productId={7} places={noPlaces} />} />
            </Routes>
          </StaticRouter>
        </I18nProvider>
      </QueryClientProvider>,
    );
  }
  const imagePreloads = (html: string) => html.match(/<link rel="preload"[^>]*as="image"[^>]*>/g) ?? [];

  it('renders the variant a shared link names, with its price, stock and SKU', () => {
    const html = serverHtml('/product/7?varian=14');
    expect(html).toMatch(/>Rp 245\.000</);
    expect(html).toContain('SKU: BR-50-PNK');
    expect(html).toContain('Stok tinggal 5!');
    expect(html).toMatch(/<input[^>]*checked=""[^>]*value="Pink"/);
    expect(html).not.toContain('Rp 145.000 – Rp 245.000');
  });

  it('preloads the cover alone, the page’s Largest Contentful Paint', () => {
    const preloads = imagePreloads(serverHtml('/product/7'));
    expect(preloads).toHaveLength(1);
    expect(preloads[0]).toContain('/uploads/products/1.webp');
    expect(preloads[0]).toContain('fetchPriority="high"');
  });
});

describe('the product page’s promotions (issue 44)', () => {
  const HOUR = 3_600_000;
  /** 50 cm pink: Rp 199.000 for the first 20 in a flash sale running now, 7 left; from 3 pcs Rp 235.000 each. */
  const onSale = () =>
    bear({
      variants: bear().variants.map((v) =>
        v.variant_id === 14
          ? {
              ...v,
              wholesale: [{ min_quantity: 3, price: 235_000 }],
              flash: {
                flash_sale_item_id: 5,
                price: 199_000,
                normal_price: 245_000,
                quota: 20,
                remaining: 7,
                starts_at: new Date(Date.now() - HOUR).toISOString(),
                ends_at: new Date(Date.now() + HOUR).toISOString(),
              },
            }
          : v,
      ),
    });

  function openOnSale(live: { variant_id: number; flash: unknown }[]) {
    const api = mockApi({
      'GET /api/products/7': { body: { success: true, data: onSale() } },
      'GET /api/products/7/flash-sale': { body: { success: true, data: { variants: live } } },
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const purchase = (_: Product, choice: PurchaseChoice) => (
      <p data-testid="purchase">{choice.variant?.flash ? `flash ${choice.variant.flash.remaining}` : 'no flash'}</p>
    );
    const router = createMemoryRouter(
      [{ path: '/product/:id', element: <ProductDetail productId={7} places={noPlaces} renderPurchase={purchase} /> }],
      { initialEntries: ['/product/7?varian=14'] },
    );
    render(
      <QueryClientProvider client={queryClient}>
        <I18nProvider>
          <RouterProvider router={router} />
        </I18nProvider>
      </QueryClientProvider>,
    );
    return api;
  }

  it('shows the running flash sale with the quota the poll reports, and harga grosir under it', async () => {
    const api = openOnSale([{ variant_id: 14, flash: { ...onSale().variants[3]!.flash, remaining: 4 } }]);
    const banner = await screen.findByRole('region', { name: /Flash Sale/ });
    expect(await within(banner).findByText('Tersisa 4')).toBeInTheDocument();
    expect(within(banner).getByText('Harga flash sale Rp 199.000, harga normal Rp 245.000')).toBeInTheDocument();
    expect(screen.getByTestId('purchase')).toHaveTextContent('flash 4');
    expect(screen.getByRole('table', { name: 'Harga Grosir' })).toHaveTextContent('≥3 pcsRp 235.000');
    expect(api.calls.filter((call) => call.path === '/api/products/7/flash-sale')).toHaveLength(1);
  });

  it('falls back to the normal price when the poll says the flash sale is sold out', async () => {
    openOnSale([{ variant_id: 14, flash: null }]);
    expect(await screen.findByTestId('flash-over')).toHaveTextContent('Flash sale habis');
    expect(screen.queryByRole('region', { name: /Flash Sale/ })).toBeNull();
    expect(price()).toHaveTextContent(/^Rp 245\.000$/);
    expect(screen.getByTestId('purchase')).toHaveTextContent('no flash');
  });

  it('is rendered by the server from the product’s own data, without the live call and without a ticking clock', async () => {
    await preloadProductPromotions();
    const api = mockApi({});
    const queryClient = new QueryClient();
    queryClient.setQueryData(productQueryKey(7), onSale());
    const html = renderToString(
      <QueryClientProvider client={queryClient}>
        <I18nProvider>
          <StaticRouter location="/product/7?varian=14">
            <Routes>
              <Route path="/product/:id" element={<ProductDetail productId={7} places={noPlaces} />} />
            </Routes>
          </StaticRouter>
        </I18nProvider>
      </QueryClientProvider>,
    );
    expect(html).not.toContain('<!--$!-->');
    expect(html).toContain('Flash Sale');
    expect(html).toContain('Tersisa 7');
    expect(html).toMatch(/Berakhir [A-Z][a-z]+, \d+ /);
    expect(html).not.toContain('flash-countdown');
    expect(html).toContain('Harga Grosir');
    expect(api.calls).toHaveLength(0);
  });
});
