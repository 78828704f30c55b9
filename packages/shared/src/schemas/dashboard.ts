import { z } from 'zod';
import { COMPLAINT_REASONS, TRACKING_FLAGS } from './orders.js';

/**
 * The stretches of WIB days the owner's dashboard and its PDF report cover (issue 30): today, the last 7 or 30 days
 * (today's included), this calendar month so far, or two chosen dates (inclusive). `30d` when none is named.
 */
export const DASHBOARD_RANGES = ['today', '7d', '30d', 'month', 'custom'] as const;
export type DashboardRange = (typeof DASHBOARD_RANGES)[number];
/** A chosen range spans at most a year, a leap year's included. */
export const DASHBOARD_MAX_DAYS = 366;

const DAY_MS = 24 * 3600_000;
/** `YYYY-MM-DD` moved by whole days (calendar arithmetic: a WIB day is always 24 hours long). */
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
/** Days from `from` to `to`, both counted: the same day is 1. */
export const daysInclusive = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
/** A real calendar day: 2026-02-30 is not. */
const isCalendarDay = (day: string) => {
  const ms = Date.parse(`${day}T00:00:00Z`);
  return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 10) === day;
};

const DAY_FORMAT = /^\d{4}-\d{2}-\d{2}$/;
const WibDay = z
  .string()
  .regex(DAY_FORMAT, { message: 'Tanggal harus ditulis TTTT-BB-HH, misalnya 2026-11-26' })
  // Only a well-written date is looked up: one message for each mistake.
  .refine((day) => !DAY_FORMAT.test(day) || isCalendarDay(day), { message: 'Tanggal itu tidak ada di kalender' });

export const DashboardQuery = z.object({
  range: z
    .enum(DASHBOARD_RANGES, { message: 'Rentang harus salah satu dari today, 7d, 30d, month atau custom' })
    .default('30d'),
  /** First and last WIB day of a `custom` range; ignored for the others. */
  from: WibDay.optional(),
  to: WibDay.optional(),
});
export type DashboardQuery = z.infer<typeof DashboardQuery>;

export const DashboardPeriod = z.object({
  range: z.enum(DASHBOARD_RANGES),
  /** First and last WIB day shown, both included. */
  from: z.string(),
  to: z.string(),
  days: z.number().int(),
  /** The growth strings compare with these WIB days, as many as the range has, just before it. */
  previousFrom: z.string(),
  previousTo: z.string(),
});
export type DashboardPeriod = z.infer<typeof DashboardPeriod>;

export type DashboardPeriodProblem = {
  code: 'DATES_REQUIRED' | 'DATE_RANGE_REVERSED' | 'DATE_IN_FUTURE' | 'DATE_RANGE_TOO_LONG';
  path: 'from' | 'to';
  message: string;
};

/**
 * The WIB days a range covers on `today` (a WIB day), or why a chosen range cannot be shown. The server answers the
 * problem as a 400; the date picker shows the same words before asking.
 */
export function dashboardPeriod(
  query: { range: DashboardRange; from?: string | undefined; to?: string | undefined },
  today: string,
): { period: DashboardPeriod } | { problem: DashboardPeriodProblem } {
  let from: string;
  let to = today;
  switch (query.range) {
    case 'today':
      from = today;
      break;
    case '7d':
      from = addDays(today, -6);
      break;
    case '30d':
      from = addDays(today, -29);
      break;
    case 'month':
      from = `${today.slice(0, 8)}01`;
      break;
    case 'custom': {
      if (!query.from || !query.to)
        return {
          problem: {
            code: 'DATES_REQUIRED',
            path: query.from ? 'to' : 'from',
            message: 'Pilih tanggal awal dan tanggal akhir untuk rentang pilihan',
          },
        };
      if (query.from > query.to)
        return {
          problem: {
            code: 'DATE_RANGE_REVERSED',
            path: 'from',
            message: 'Tanggal awal tidak boleh sesudah tanggal akhir',
          },
        };
      if (query.to > today)
        return {
          problem: {
            code: 'DATE_IN_FUTURE',
            path: 'to',
            message: `Tanggal akhir tidak boleh melewati hari ini (${today}, WIB)`,
          },
        };
      if (daysInclusive(query.from, query.to) > DASHBOARD_MAX_DAYS)
        return {
          problem: {
            code: 'DATE_RANGE_TOO_LONG',
            path: 'from',
            message: `Rentang tanggal paling panjang ${DASHBOARD_MAX_DAYS} hari`,
          },
        };
      from = query.from;
      to = query.to;
      break;
    }
  }
  const days = daysInclusive(from, to);
  return {
    period: {
      range: query.range,
      from,
      to,
      days,
      previousFrom: addDays(from, -days),
      previousTo: addDays(from, -1),
    },
  };
}

const Stat = z.object({ value: z.number().int(), growth: z.string() });

/**
 * The owner's figures for one period. Orders, customers, revenue, the order states and the best sellers count the
 * orders placed within it, and the first two equal the sums of `daily`; products, low stock, recent orders and what
 * needs attention are the shop as it is now.
 */
export const DashboardData = z.object({
  period: DashboardPeriod,
  /** Listed products now; its growth compares the products added within the period and the one before. */
  totalProducts: Stat,
  totalOrders: Stat,
  /** Distinct customers who ordered within the period. */
  totalCustomers: Stat,
  /** Paid, not refunded; whole Rupiah. */
  totalRevenue: Stat,
  /** `delivered`: arrived, not yet confirmed by the shopper ("Sampai"); `completed`: confirmed or completed by itself. */
  orderCounts: z.object({
    pending: z.number().int(),
    delivered: z.number().int(),
    completed: z.number().int(),
    cancelled: z.number().int(),
  }),
  recentOrders: z.array(
    z.object({
      order_id: z.number().int(),
      order_number: z.string(),
      customer: z.string(),
      total_amount: z.number().int(),
      status: z.string(),
      payment_status: z.string(),
      /** A delivered order that completed ("Selesai"); its status stays delivered (decision 042). */
      completed_at: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
  topProducts: z.array(
    z.object({
      product_id: z.number().int(),
      name: z.string(),
      price: z.number().int(),
      sold: z.number().int(),
      image_url: z.string().nullable(),
    }),
  ),
  /**
   * Switched-on variants of listed products at or below their product's low-stock threshold (default 5, issue 30: the
   * same rule as the daily low-stock mail), fewest first: stock is counted per variant, so "Boneka Beruang 50 cm /
   * Pink" runs out while its product still has stock (issue 27).
   */
  lowStock: z.array(
    z.object({
      product_id: z.number().int(),
      variant_id: z.number().int(),
      /** The product's name. */
      name: z.string(),
      /** "50 cm / Pink"; '' for a product without options. */
      variant_label: z.string(),
      sku: z.string().nullable(),
      stock: z.number().int(),
      /** The product's low-stock threshold. */
      threshold: z.number().int(),
    }),
  ),
  /** One point per WIB day of the period, its first day first. */
  daily: z.array(z.object({ date: z.string(), revenue: z.number().int(), orders: z.number().int() })),
  /**
   * What waits for the owner after shipping (decision 042), oldest first: complaints to answer, and parcels the
   * courier reports returned to the shop or lost, or whose resi the shop does not believe (decision 051).
   */
  attention: z.object({
    complaints: z.array(
      z.object({
        order_id: z.number().int(),
        order_number: z.string(),
        customer: z.string(),
        reason: z.enum(COMPLAINT_REASONS),
        created_at: z.string(),
      }),
    ),
    parcels: z.array(
      z.object({
        order_id: z.number().int(),
        order_number: z.string(),
        customer: z.string(),
        /** What is wrong: the resi is not believed (decision 051), or the courier says returned or lost. */
        problem: z.enum([...TRACKING_FLAGS, 'returned', 'lost']),
        tracking_checked_at: z.string().nullable(),
      }),
    ),
  }),
  generatedAt: z.string(),
});
export type DashboardData = z.infer<typeof DashboardData>;
export const DashboardResponse = z.object({ success: z.literal(true), data: DashboardData });

/** '+12%' up, '-3%' down, '0%' flat; from nothing to something is '+100%'. */
export function growthString(current: number, previous: number): string {
  if (previous === 0) return current > 0 ? '+100%' : '0%';
  const pct = Math.round(((current - previous) / previous) * 100);
  return pct > 0 ? `+${pct}%` : `${pct}%`;
}
