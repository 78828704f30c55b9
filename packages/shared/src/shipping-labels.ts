import { z } from 'zod';
import type { OrderStatus } from './orders.js';

/**
 * Shipping labels (issue 30, decision 043): the owner prints one label per order, each on its own A6 page or four
 * to an A4 sheet with cut lines between them.
 */
export const LABEL_LAYOUTS = ['a6', 'a4'] as const;
export type LabelLayout = (typeof LABEL_LAYOUTS)[number];
export const LABELS_PER_A4_SHEET = 4;
/** One print: a busy day's parcels, as many as one bulk action takes (issue 43). */
export const MAX_LABELS_PER_PRINT = 500;
/** What one page per order holds: the courier's label, or the packing slip the packer works from (issue 43). */
export const PRINT_KINDS = ['label', 'packing_slip'] as const;
export type PrintKind = (typeof PRINT_KINDS)[number];

/**
 * An order gets a label once it is to leave the shop (`processing`: paid, or COD accepted) and while it is on its
 * way (`shipped`: a reprint, now with its resi). Not an order still waiting for its payment or the shop's yes, a
 * cancelled one, or one already delivered.
 */
export const canPrintLabel = (order: { status: OrderStatus }) =>
  order.status === 'processing' || order.status === 'shipped';

const MAX_ID = 2_147_483_647;
/** `ids` as the query carries them, `1,2,3`, read into numbers (the schema has checked them). */
export const labelOrderIds = (ids: string): number[] => ids.split(',').map(Number);

/** `GET /api/orders/admin/labels.pdf?ids=1,2,3&layout=a6`. */
export const ShippingLabelsQuery = z.object({
  ids: z
    .string({ error: 'Pilih minimal satu pesanan (ids=1,2,3).' })
    .min(1, 'Pilih minimal satu pesanan (ids=1,2,3).')
    .regex(/^[0-9]{1,10}(,[0-9]{1,10})*$/, 'ids berisi nomor pesanan (angka) dipisah koma, misalnya 12,15,18.')
    .superRefine((ids, ctx) => {
      const list = labelOrderIds(ids);
      if (list.some((id) => id < 1 || id > MAX_ID))
        ctx.addIssue({ code: 'custom', message: 'Nomor pesanan harus angka bulat positif.' });
      if (list.length > MAX_LABELS_PER_PRINT)
        ctx.addIssue({
          code: 'custom',
          message: `Paling banyak ${MAX_LABELS_PER_PRINT} label sekali cetak (diminta ${list.length}).`,
        });
      const repeated = [...new Set(list.filter((id, i) => list.indexOf(id) !== i))];
      if (repeated.length > 0)
        ctx.addIssue({ code: 'custom', message: `Pesanan disebut lebih dari sekali: ${repeated.join(', ')}.` });
    }),
  layout: z.enum(LABEL_LAYOUTS, { error: 'Ukuran label: a6 (satu per halaman) atau a4 (4 per lembar).' }).default('a6'),
  kind: z.enum(PRINT_KINDS, { error: 'Jenis cetakan: label atau packing_slip.' }).default('label'),
});
export type ShippingLabelsQuery = z.input<typeof ShippingLabelsQuery>;
