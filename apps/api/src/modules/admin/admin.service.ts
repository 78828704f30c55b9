import { growthString, LOW_STOCK_MAX, variantLabel, type ComplaintReason, type DashboardData } from '@boneka/shared';
import type { Clock } from '../../lib/clock.js';
import { wibDay, wibDayStart } from '../../lib/wib.js';
import { publicUrl } from '../catalog/catalog.service.js';
import type { AdminRepo } from './admin.repo.js';
import { renderReport, reportFileName } from './report-pdf.js';

const DAY = 24 * 3600_000;
const REPORT_PRODUCTS = 1000;
const REPORT_ORDERS = 500;
/** The dashboard names the ten variants closest to running out; the PDF lists every one up to this many. */
const DASHBOARD_LOW_STOCK = 10;
const REPORT_LOW_STOCK = 500;
/** Complaints and flagged parcels the dashboard lists at most, each. */
const DASHBOARD_ATTENTION = 20;

type LowStockRow = Awaited<ReturnType<AdminRepo['lowStock']>>[number];
const lowStockLine = (v: LowStockRow): DashboardData['lowStock'][number] => ({
  product_id: v.product_id,
  variant_id: v.variant_id,
  name: v.name,
  variant_label: variantLabel([v.option1, v.option2, v.option3]),
  sku: v.sku,
  stock: v.stock,
});

/** The owner's dashboard figures and the PDF that prints the same numbers. */
export function adminService(repo: AdminRepo, clock: Clock) {
  async function dashboard(): Promise<DashboardData> {
    const now = clock.now();
    const iso = (ms: number) => new Date(ms).toISOString();
    const current = { from: iso(now.getTime() - 30 * DAY), to: iso(now.getTime() + 1) };
    const previous = { from: iso(now.getTime() - 60 * DAY), to: current.from };
    // The chart's 30 days are WIB days, today's included (DESIGN §5); a WIB day is always 24 hours long.
    const firstDay = wibDayStart(wibDay(now)).getTime() - 29 * DAY;

    const [products, totals, now30, before30, statuses, recent, top, low, daily, complaints, parcels] =
      await Promise.all([
        repo.productCounts(current, previous),
        repo.orderTotals(),
        repo.windowTotals(current),
        repo.windowTotals(previous),
        repo.statusCounts(),
        repo.recentOrders(5),
        repo.topProducts(3),
        repo.lowStock(LOW_STOCK_MAX, DASHBOARD_LOW_STOCK),
        repo.daily(iso(firstDay)),
        repo.openComplaints(DASHBOARD_ATTENTION),
        repo.flaggedParcels(DASHBOARD_ATTENTION),
      ]);
    const customer = (o: { first_name: string; last_name: string | null }) =>
      [o.first_name, o.last_name].filter(Boolean).join(' ');
    const byStatus = (...names: string[]) =>
      statuses.filter((s) => names.includes(s.status)).reduce((sum, s) => sum + Number(s.n), 0);
    const byDay = new Map(daily.map((d) => [d.day, d]));
    return {
      totalProducts: { value: products.total, growth: growthString(products.current, products.previous) },
      totalOrders: { value: totals.orders, growth: growthString(now30.orders, before30.orders) },
      totalCustomers: { value: totals.customers, growth: growthString(now30.customers, before30.customers) },
      totalRevenue: { value: totals.revenue, growth: growthString(now30.revenue, before30.revenue) },
      orderCounts: {
        pending: byStatus('pending', 'confirmed'),
        completed: byStatus('delivered'),
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
        sold: p.sold_count,
        image_url: publicUrl(p.thumbnail),
      })),
      lowStock: low.map(lowStockLine),
      attention: {
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
          tracking_state: p.tracking_state as 'returned' | 'lost',
          tracking_checked_at: p.tracking_checked_at,
        })),
      },
      daily: Array.from({ length: 30 }, (_, i) => {
        const date = wibDay(new Date(firstDay + i * DAY));
        const row = byDay.get(date);
        return { date, revenue: Number(row?.revenue ?? 0), orders: Number(row?.orders ?? 0) };
      }),
      generatedAt: now.toISOString(),
    };
  }

  return {
    dashboard,
    async report(): Promise<{ fileName: string; pdf: Buffer }> {
      const now = clock.now();
      const [figures, products, orders, lowStock] = await Promise.all([
        dashboard(),
        repo.reportProducts(REPORT_PRODUCTS),
        repo.reportOrders(REPORT_ORDERS),
        repo.lowStock(LOW_STOCK_MAX, REPORT_LOW_STOCK),
      ]);
      const pdf = await renderReport({
        date: now,
        stats: {
          products: figures.totalProducts.value,
          orders: figures.totalOrders.value,
          customers: figures.totalCustomers.value,
          revenue: figures.totalRevenue.value,
        },
        products: products.map((p) => ({ ...p, price_max: p.price_max ?? p.price })),
        lowStock: lowStock.map(lowStockLine),
        orders: orders.map((o) => ({
          order_number: o.order_number,
          customer: [o.first_name, o.last_name].filter(Boolean).join(' '),
          payment_status: o.payment_status,
          status: o.status,
          unique_code: o.unique_code,
          total: o.total_amount,
        })),
        totals: { products: figures.totalProducts.value, orders: figures.totalOrders.value },
      });
      return { fileName: reportFileName(now), pdf };
    },
  };
}
export type AdminService = ReturnType<typeof adminService>;
