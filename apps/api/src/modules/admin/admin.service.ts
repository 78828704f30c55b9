import {
  addDays,
  dashboardPeriod,
  growthString,
  statusAsRead,
  variantLabel,
  type ComplaintReason,
  type DashboardData,
  type DashboardQuery,
} from '@boneka/shared';
import type { Clock } from '../../lib/clock.js';
import { badRequest } from '../../lib/errors.js';
import { wibDay, wibDayStart } from '../../lib/wib.js';
import { publicUrl } from '../catalog/catalog.service.js';
import type { LowStockService, LowStockVariant } from '../stocktake/low-stock.service.js';
import type { AdminRepo, Window } from './admin.repo.js';
import { renderReport, reportFileName } from './report-pdf.js';

const DAY = 24 * 3600_000;
const REPORT_PRODUCTS = 1000;
const REPORT_ORDERS = 500;
/** The dashboard names the ten variants closest to running out; the PDF lists every one up to this many. */
const DASHBOARD_LOW_STOCK = 10;
const REPORT_LOW_STOCK = 500;
/** Complaints and flagged parcels the dashboard lists at most, each. */
const DASHBOARD_ATTENTION = 20;

const lowStockLine = (v: LowStockVariant): DashboardData['lowStock'][number] => ({
  product_id: v.product_id,
  variant_id: v.variant_id,
  name: v.name,
  variant_label: variantLabel([v.option1, v.option2, v.option3]),
  sku: v.sku,
  stock: v.stock,
  threshold: v.low_stock_threshold,
});

/**
 * The moments a query's WIB days cover (docs/design.md §5: a WIB day is always 24 hours long). A period that runs to today
 * ends now, and the one it is compared with is cut at the same time of day: a morning is never set against a whole
 * day (decision 047).
 */
function windows(query: DashboardQuery, now: Date) {
  const found = dashboardPeriod(query, wibDay(now));
  if ('problem' in found) {
    const { code, path, message } = found.problem;
    throw badRequest(code, message, [{ path, message }]);
  }
  const { period } = found;
  const start = wibDayStart(period.from).getTime();
  const end = period.to === wibDay(now) ? now.getTime() + 1 : wibDayStart(addDays(period.to, 1)).getTime();
  const iso = (ms: number) => new Date(ms).toISOString();
  const length = period.days * DAY;
  const current: Window = { from: iso(start), to: iso(end) };
  const previous: Window = { from: iso(start - length), to: iso(end - length) };
  return { period, current, previous };
}

const customer = (o: { first_name: string; last_name: string | null }) =>
  [o.first_name, o.last_name].filter(Boolean).join(' ');

/** The complaints still open and the parcels flagged, as the dashboard's "Perlu Perhatian" lists them. */
const attentionOf = (
  complaints: Awaited<ReturnType<AdminRepo['openComplaints']>>,
  parcels: Awaited<ReturnType<AdminRepo['flaggedParcels']>>,
): DashboardData['attention'] => ({
  complaints: complaints.map((c) => ({
    order_id: c.id,
    order_number: c.order_number,
    customer: customer(c),
    reason: c.reason as ComplaintReason,
    created_at: c.created_at,
  })),
  parcels: parcels.map((p) => ({
    order_id: p.id,
    order_number: p.order_number,
    customer: customer(p),
    // A resi not believed makes what the courier says of it moot.
    problem: p.tracking_flag ?? (p.tracking_state as 'returned' | 'lost'),
    tracking_checked_at: p.tracking_checked_at,
  })),
});

/** The owner's dashboard figures and the PDF that prints the same numbers, for a range of WIB days. */
export function adminService(repo: AdminRepo, clock: Clock, lowStockRule: Pick<LowStockService, 'variants'>) {
  /** The one computation behind the cards, the chart and the PDF: they cannot disagree. */
  async function figures(query: DashboardQuery): Promise<{ data: DashboardData; current: Window }> {
    const now = clock.now();
    const { period, current, previous } = windows(query, now);

    const [products, nowCustomers, before, statuses, recent, top, low, daily, complaints, parcels] = await Promise.all([
      repo.productCounts(current, previous),
      repo.windowTotals(current),
      repo.windowTotals(previous),
      repo.statusCounts(current),
      repo.recentOrders(5),
      repo.topProducts(current, 3),
      lowStockRule.variants(DASHBOARD_LOW_STOCK),
      repo.daily(current),
      repo.openComplaints(DASHBOARD_ATTENTION),
      repo.flaggedParcels(DASHBOARD_ATTENTION),
    ]);
    const byStatus = (...names: string[]) =>
      statuses.filter((s) => names.includes(s.status)).reduce((sum, s) => sum + Number(s.n), 0);
    const completed = statuses
      .filter((s) => s.status === 'delivered')
      .reduce((sum, s) => sum + Number(s.completed ?? 0), 0);
    const byDay = new Map(daily.map((d) => [d.day, d]));
    const points = Array.from({ length: period.days }, (_, i) => {
      const date = addDays(period.from, i);
      const row = byDay.get(date);
      return { date, revenue: Number(row?.revenue ?? 0), orders: Number(row?.orders ?? 0) };
    });
    const orders = points.reduce((sum, p) => sum + p.orders, 0);
    const revenue = points.reduce((sum, p) => sum + p.revenue, 0);
    const data: DashboardData = {
      period,
      totalProducts: { value: products.total, growth: growthString(products.current, products.previous) },
      totalOrders: { value: orders, growth: growthString(orders, before.orders) },
      totalCustomers: { value: nowCustomers.customers, growth: growthString(nowCustomers.customers, before.customers) },
      totalRevenue: { value: revenue, growth: growthString(revenue, before.revenue) },
      orderCounts: {
        pending: byStatus('pending', 'confirmed'),
        delivered: byStatus('delivered') - completed,
        completed,
        cancelled: byStatus('cancelled'),
      },
      recentOrders: recent.map((o) => ({
        order_id: o.id,
        order_number: o.order_number,
        customer: customer(o),
        total_amount: o.total_amount,
        status: o.status,
        payment_status: o.payment_status,
        completed_at: o.completed_at,
        created_at: o.created_at,
      })),
      topProducts: top.map((p) => ({
        product_id: p.id,
        name: p.name,
        price: p.price,
        sold: p.sold,
        image_url: publicUrl(p.thumbnail),
      })),
      lowStock: low.map(lowStockLine),
      attention: attentionOf(complaints, parcels),
      daily: points,
      generatedAt: now.toISOString(),
    };
    return { data, current };
  }

  return {
    dashboard: async (query: DashboardQuery) => (await figures(query)).data,
    /** When "today" becomes another WIB day: a kept dashboard reply lives no longer (its ranges end today). */
    dayEndsAt: () => wibDayStart(addDays(wibDay(clock.now()), 1)).getTime(),
    async report(query: DashboardQuery): Promise<{ fileName: string; pdf: Buffer }> {
      const now = clock.now();
      const { data, current } = await figures(query);
      const [products, orders, lowStock] = await Promise.all([
        repo.reportProducts(REPORT_PRODUCTS),
        repo.reportOrders(current, REPORT_ORDERS),
        lowStockRule.variants(REPORT_LOW_STOCK),
      ]);
      const pdf = await renderReport({
        date: now,
        period: data.period,
        stats: {
          products: data.totalProducts,
          orders: data.totalOrders,
          customers: data.totalCustomers,
          revenue: data.totalRevenue,
        },
        daily: data.daily,
        products: products.map((p) => ({ ...p, price_max: p.price_max ?? p.price })),
        lowStock: lowStock.map(lowStockLine),
        orders: orders.map((o) => ({
          order_number: o.order_number,
          customer: customer(o),
          payment_status: o.payment_status,
          status: statusAsRead(o.status, o.completed_at),
          unique_code: o.unique_code,
          total: o.total_amount,
        })),
        totals: { products: data.totalProducts.value, orders: data.totalOrders.value },
      });
      return { fileName: reportFileName(now), pdf };
    },
  };
}
export type AdminService = ReturnType<typeof adminService>;
