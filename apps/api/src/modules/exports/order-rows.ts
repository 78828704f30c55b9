import { formatAddress } from '@boneka/shared/address-format';
import { statusAsRead } from '@boneka/shared';
import { wibTimestamp } from '../../lib/wib.js';
import { keptText, type Cell } from './csv-cells.js';
import type { OrdersPage } from './exports.repo.js';

/** The orders export's header: the order's columns, then its line's (one CSV row per line, decision 044). */
export const ORDER_HEADER = [
  'No. Pesanan',
  'Waktu Pesan (WIB)',
  'Status',
  'Status Pembayaran',
  'Metode Pembayaran',
  'Nama Pelanggan',
  'Email Pelanggan',
  'Telepon Pelanggan',
  'Penerima',
  'Telepon Penerima',
  'Alamat',
  'Kurir',
  'Layanan',
  'No. Resi',
  'Subtotal',
  'Ongkir',
  'Diskon',
  'Total',
  'Kode Unik',
  'Jumlah Transfer',
  'Dikembalikan',
  'Bersih',
  'Produk',
  'Varian',
  'SKU',
  'Jumlah',
  'Harga Satuan',
  'Total Baris',
];

/** The words of the web's `id` catalogue (apps/web/src/lib/i18n/messages/orders.ts): the export speaks Indonesian. */
const STATUS_WORDS: Record<string, string> = {
  pending: 'Menunggu Pembayaran',
  confirmed: 'Dikonfirmasi',
  processing: 'Diproses',
  shipped: 'Dikirim',
  delivered: 'Sampai',
  completed: 'Selesai',
  cancelled: 'Dibatalkan',
};
const PAYMENT_WORDS: Record<string, string> = {
  unpaid: 'Belum Bayar',
  paid: 'Sudah Bayar',
  failed: 'Pembayaran Ditolak',
  refunded: 'Dana Dikembalikan',
};

/** The cells of an order that every one of its rows repeats (what a pivot table wants). */
function orderCells(order: OrdersPage['orders'][number]): Cell[] {
  const status = statusAsRead(order.status, order.completed_at);
  // A payment that reads refunded was given back whole (a shop's cancel records no amount); else what complaints and
  // Midtrans gave back in part. The net is what the dashboard counts as revenue.
  const refunded = order.payment_status === 'refunded' ? order.total_amount : Number(order.refunded_amount);
  return [
    order.order_number,
    wibTimestamp(order.created_at).slice(0, 16),
    STATUS_WORDS[status] ?? status,
    PAYMENT_WORDS[order.payment_status] ?? order.payment_status,
    order.payment_method,
    [order.first_name, order.last_name].filter(Boolean).join(' '),
    order.email,
    keptText(order.phone_number),
    order.ship_recipient,
    keptText(order.ship_phone),
    formatAddress({
      street_address: order.ship_street,
      district_name: order.ship_district,
      city_name: order.ship_city,
      province_name: order.ship_province,
      postal_code: order.ship_postal_code,
    }),
    order.courier,
    order.courier_service,
    order.tracking_number,
    order.subtotal,
    order.shipping_cost,
    order.voucher_discount,
    order.total_amount,
    order.unique_code,
    // The figure on the bank statement: the total and its kode unik (none for COD or online payment).
    order.transfer_amount === null ? null : Number(order.transfer_amount),
    refunded,
    order.total_amount - refunded,
  ];
}

/** A page of orders as CSV rows: one per line with the order's cells repeated; an order without lines, one row. */
export function orderRows(page: OrdersPage): Cell[][] {
  const rows: Cell[][] = [];
  for (const order of page.orders) {
    const fields = orderCells(order);
    const lines = page.lines.filter((l) => l.order_id === order.id);
    if (lines.length === 0) rows.push(fields);
    for (const line of lines) {
      rows.push([
        ...fields,
        line.product_name,
        line.variant_label,
        line.sku,
        line.quantity,
        line.unit_price,
        line.subtotal,
      ]);
    }
  }
  return rows;
}
