import { z } from 'zod';
import { COMPLAINT_REASONS } from './orders.js';

const Stat = z.object({ value: z.number().int(), growth: z.string() });

export const DashboardData = z.object({
  totalProducts: Stat,
  totalOrders: Stat,
  totalCustomers: Stat,
  /** Paid, not refunded; whole Rupiah. */
  totalRevenue: Stat,
  orderCounts: z.object({ pending: z.number().int(), completed: z.number().int(), cancelled: z.number().int() }),
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
   * Switched-on variants of listed products with 0 to LOW_STOCK_MAX left, fewest first: stock is counted per variant,
   * so "Boneka Beruang 50 cm / Pink" runs out while its product still has stock (issue 27).
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
    }),
  ),
  daily: z.array(z.object({ date: z.string(), revenue: z.number().int(), orders: z.number().int() })),
  /**
   * What waits for the owner after shipping (decision 042), oldest first: complaints to answer, and parcels the
   * courier reports returned to the shop or lost.
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
        tracking_state: z.enum(['returned', 'lost']),
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
