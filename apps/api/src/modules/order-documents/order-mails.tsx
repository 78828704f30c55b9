import {
  Body,
  Button,
  Column,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  render,
  Row,
  Section,
  Text,
  toPlainText,
} from '@react-email/components';
import type { CSSProperties } from 'react';
import {
  ACCOUNT_HOLDER,
  BANK_ACCOUNTS,
  COURIER_NAMES,
  deliveryAddressLines,
  formatRupiah,
  isCod,
  isOnline,
  SHOP,
  type Order,
} from '@boneka/shared';
import type { Language } from '../../lib/request-language.js';
import { wibDateTime } from '../../lib/wib.js';
import type { OrderNoticeCause } from '../orders/order-notices.js';
import { lineTitle } from '../variants/variants.service.js';

/** Every order mail: to the customer, and to the owner (`owner_…`), docs/design.md §10. */
export const ORDER_MAIL_TEMPLATES = [
  'order_placed',
  'proof_received',
  'payment_confirmed',
  'payment_rejected',
  'shipped',
  // The shop added or corrected the resi of a shipped parcel (decision 042).
  'resi_changed',
  // A booked shipment cancelled before its pick-up: the resi mailed is void, a new one follows (decision 058).
  'shipment_cancelled',
  'delivered',
  'cancelled',
  'owner_new_order',
  'owner_proof_uploaded',
  'owner_online_payment',
  'owner_refund_due',
  'owner_gateway_refund',
  // A shopper's cancellation request once a proof waits (decision 032): to the owner, then the owner's answer.
  'owner_cancel_requested',
  'cancel_request_accepted',
  'cancel_request_declined',
  // A shopper's complaint before completion (decision 042): to the owner, then the owner's answer.
  'owner_complaint_filed',
  'complaint_refunded',
  'complaint_declined',
  // The goods a complaint asked back (decision 059): the address to send them to, the shopper's parcel (to both),
  // and what came back.
  'return_requested',
  'return_shipped',
  'owner_return_shipped',
  'return_received',
  // The courier does not know the resi, or its journey is older than the shipping (decision 051): to the owner.
  'owner_resi_check',
] as const;
export type OrderMailTemplate = (typeof ORDER_MAIL_TEMPLATES)[number];
/** The language a mail is written in: the one its customer ordered in. */
export type MailLanguage = Language;

/** The mails each cause sends: to the order's customer, and to the owner. */
export const MAILS_OF_EVENT: Partial<
  Record<OrderNoticeCause, { customer?: OrderMailTemplate; owner?: OrderMailTemplate }>
> = {
  created: { customer: 'order_placed', owner: 'owner_new_order' },
  proof_uploaded: { customer: 'proof_received', owner: 'owner_proof_uploaded' },
  payment_confirmed: { customer: 'payment_confirmed' },
  gateway_paid: { customer: 'payment_confirmed', owner: 'owner_online_payment' },
  payment_rejected: { customer: 'payment_rejected' },
  status_shipped: { customer: 'shipped' },
  status_delivered: { customer: 'delivered' },
  courier_delivered: { customer: 'delivered' },
  resi_changed: { customer: 'resi_changed' },
  // "Atur Pengiriman" (decision 058): the airway bill is the resi, mailed as when the owner types one.
  shipment_booked: { customer: 'shipped' },
  shipment_cancelled: { customer: 'shipment_cancelled' },
  cancelled_by_customer: { customer: 'cancelled' },
  cancelled_by_admin: { customer: 'cancelled' },
  expired: { customer: 'cancelled' },
  cod_lapsed: { customer: 'cancelled' },
  gateway_failed: { customer: 'cancelled' },
  paid_after_cancel: { owner: 'owner_refund_due' },
  gateway_refunded: { owner: 'owner_gateway_refund' },
  gateway_partially_refunded: { owner: 'owner_gateway_refund' },
  cancel_requested: { owner: 'owner_cancel_requested' },
  cancel_request_accepted: { customer: 'cancel_request_accepted' },
  cancel_request_declined: { customer: 'cancel_request_declined' },
  complaint_filed: { owner: 'owner_complaint_filed' },
  complaint_refunded: { customer: 'complaint_refunded' },
  complaint_partly_refunded: { customer: 'complaint_refunded' },
  complaint_declined: { customer: 'complaint_declined' },
  return_requested: { customer: 'return_requested' },
  return_shipped: { customer: 'return_shipped', owner: 'owner_return_shipped' },
  return_received: { customer: 'return_received' },
  resi_flagged: { owner: 'owner_resi_check' },
};

/** The return a complaint asked for, as the mail tells it; absent when none (a mail rendered without one). */
const returnOf = (o: Order) => o.complaint?.return ?? null;
/** Where to send the goods: the address the shopper was given with the request. */
const returnAddressLines = (o: Order) => {
  const address = returnOf(o)?.address;
  return address ? [`${address.recipient} · ${address.phone}`, address.address] : [];
};
/** The return parcel's courier and resi, as the shopper gave them. */
const returnParcel = (o: Order) => {
  const goods = returnOf(o);
  if (!goods?.courier || !goods.resi) return null;
  const courier = (COURIER_NAMES as Readonly<Record<string, string>>)[goods.courier] ?? goods.courier.toUpperCase();
  return `${courier} · Resi ${goods.resi}`;
};
/** How many units came back, all lines together. */
const returnedUnits = (o: Order) => (returnOf(o)?.lines ?? []).reduce((sum, line) => sum + line.quantity, 0);

type Words = {
  subject: (n: string) => string;
  heading: string;
  lines: (o: Order, note: string | null) => string[];
};

type Copy = Record<OrderMailTemplate, Words> & {
  greeting: (name: string) => string;
  payTransfer: (amount: string) => string;
  payCod: (amount: string) => string;
  payBefore: (date: string) => string;
} & Record<
    | 'owner'
    | 'order'
    | 'items'
    | 'subtotal'
    | 'shipping'
    | 'discount'
    | 'freeShipping'
    | 'uniqueCode'
    | 'total'
    | 'transferTotal'
    | 'whyCode'
    | 'holder'
    | 'payOnline'
    | 'view'
    | 'pay'
    | 'upload'
    | 'review'
    | 'admin'
    | 'shipTo'
    | 'courier'
    | 'buyerNote'
    | 'footer'
    | 'invoice',
    string
  >;

const COPY: Record<MailLanguage, Copy> = {
  id: {
    order_placed: {
      subject: (n) => `Pesanan ${n} sudah kami terima`,
      heading: 'Terima kasih atas pesananmu!',
      lines: () => [],
    },
    proof_received: {
      subject: (n) => `Bukti pembayaran pesanan ${n} diterima`,
      heading: 'Bukti pembayaranmu sudah kami terima',
      lines: () => ['Kami memeriksanya paling lambat 1×24 jam dan mengabarimu begitu pembayaran dikonfirmasi.'],
    },
    payment_confirmed: {
      subject: (n) => `Pembayaran pesanan ${n} dikonfirmasi`,
      heading: 'Pembayaran diterima',
      lines: () => ['Terima kasih! Pesananmu sedang kami kemas dan segera dikirim.'],
    },
    payment_rejected: {
      subject: (n) => `Bukti pembayaran pesanan ${n} ditolak`,
      heading: 'Bukti pembayaran belum bisa kami terima',
      lines: (_o, note) => [
        ...(note ? [`Alasan: ${note}`] : []),
        'Unggah bukti transfer yang benar lewat tombol di bawah, sebelum batas waktu pembayaran.',
      ],
    },
    shipped: {
      subject: (n) => `Pesanan ${n} sudah dikirim`,
      heading: 'Pesananmu dalam perjalanan',
      lines: (o) => [
        `Kurir: ${o.courier.toUpperCase()} ${o.courier_service}`.trim(),
        ...(o.tracking_number ? [`Nomor resi: ${o.tracking_number}`] : []),
      ],
    },
    resi_changed: {
      subject: (n) => `Nomor resi pesanan ${n} diperbarui`,
      heading: 'Nomor resi pesananmu diperbarui',
      lines: (o) => [
        `Kurir: ${o.courier.toUpperCase()} ${o.courier_service}`.trim(),
        ...(o.tracking_number ? [`Nomor resi: ${o.tracking_number}`] : []),
        'Lacak paketmu di halaman pesanan.',
      ],
    },
    shipment_cancelled: {
      subject: (n) => `Pengiriman pesanan ${n} dijadwalkan ulang`,
      heading: 'Pengiriman pesananmu dijadwalkan ulang',
      lines: () => [
        'Nomor resi yang kami kirim sebelumnya tidak berlaku lagi: paketnya belum diserahkan ke kurir.',
        'Kami kabari nomor resi yang baru begitu paketnya dikirim.',
      ],
    },
    delivered: {
      subject: (n) => `Pesanan ${n} sudah sampai`,
      heading: 'Pesananmu sudah sampai',
      lines: () => [
        'Semoga bonekanya disayang! Kalau pesanan sudah sesuai, tekan "Pesanan Diterima" di halaman pesanan.',
        'Ceritakan pendapatmu dengan menulis ulasan di halaman pesanan.',
      ],
    },
    cancelled: {
      subject: (n) => `Pesanan ${n} dibatalkan`,
      heading: 'Pesananmu dibatalkan',
      lines: (o, note) => [
        ...(note ? [note] : []),
        ...(o.payment_status === 'refunded' ? ['Pembayaranmu dikembalikan oleh toko.'] : []),
        'Kalau masih ingin bonekanya, kamu bisa memesan lagi kapan saja.',
      ],
    },
    owner_new_order: {
      subject: (n) => `Pesanan baru ${n}`,
      heading: 'Ada pesanan baru',
      lines: (o) => [`Pembayaran: ${o.payment_method}`],
    },
    owner_proof_uploaded: {
      subject: (n) => `Bukti pembayaran baru untuk ${n}`,
      heading: 'Bukti pembayaran menunggu diperiksa',
      lines: (o) => [`Cocokkan dengan mutasi rekening: ${formatRupiah(o.transfer_amount ?? o.total_amount)}.`],
    },
    owner_online_payment: {
      subject: (n) => `Pembayaran online diterima untuk ${n}`,
      heading: 'Pembayaran online diterima',
      lines: (o) => [`Midtrans: ${o.gateway?.payment_type ?? 'online'}. Pesanan siap dikemas.`],
    },
    owner_refund_due: {
      subject: (n) => `Perlu refund: ${n}`,
      heading: 'Pembayaran masuk untuk pesanan yang sudah dibatalkan',
      lines: (o) => [
        `${formatRupiah(o.total_amount)} masuk lewat Midtrans. Kembalikan dananya di dasbor Midtrans, lalu tandai "Sudah Direfund" di daftar order.`,
      ],
    },
    owner_gateway_refund: {
      subject: (n) => `Dana dikembalikan lewat Midtrans: ${n}`,
      heading: 'Midtrans mengembalikan dana pesanan',
      lines: (o) => [
        `Sudah dikembalikan: ${formatRupiah(o.gateway?.refunded_amount ?? 0)} dari ${formatRupiah(o.total_amount)}.`,
        o.payment_status === 'refunded'
          ? 'Pembayarannya kini tercatat dikembalikan; pesanan ini tidak dikirim kecuali dibayar lagi.'
          : 'Sisanya tetap terhitung sebagai pendapatan.',
      ],
    },
    owner_cancel_requested: {
      subject: (n) => `Pembeli minta pembatalan: ${n}`,
      heading: 'Pembeli ingin membatalkan pesanan',
      lines: (o) => [
        `Bukti transfer ${formatRupiah(o.transfer_amount ?? o.total_amount)} sudah diunggah dan belum kamu periksa.`,
        'Buka pesanan lalu pilih "Setujui pembatalan" (stok kembali, dana ditandai perlu refund) atau "Tolak" (pesanan berlanjut).',
      ],
    },
    cancel_request_accepted: {
      subject: (n) => `Pembatalan pesanan ${n} disetujui`,
      heading: 'Pesananmu dibatalkan sesuai permintaanmu',
      lines: (o) => [
        o.payment_status === 'refunded'
          ? 'Pembayaranmu dikembalikan oleh toko.'
          : 'Toko akan mengembalikan dana yang sudah kamu transfer ke rekening pengirim.',
        'Kalau masih ingin bonekanya, kamu bisa memesan lagi kapan saja.',
      ],
    },
    cancel_request_declined: {
      subject: (n) => `Permintaan pembatalan pesanan ${n} ditolak`,
      heading: 'Pesananmu tetap berjalan',
      lines: () => [
        'Toko tidak menyetujui pembatalan, jadi pesananmu tetap diproses. Ada pertanyaan? Balas email ini atau hubungi toko.',
      ],
    },
    owner_complaint_filed: {
      subject: (n) => `Komplain pembeli: ${n}`,
      heading: 'Pembeli mengajukan komplain',
      lines: (_o, note) => [
        ...(note ? [`"${note}"`] : []),
        'Pesanan ini tidak selesai otomatis sampai kamu menjawab: buka pesanan, lihat fotonya, lalu refund (penuh atau sebagian), minta barangnya dikembalikan, atau tolak dengan alasan.',
      ],
    },
    complaint_refunded: {
      subject: (n) => `Komplain pesanan ${n}: dana dikembalikan`,
      heading: 'Komplainmu kami terima',
      lines: (o, note) => [
        ...(note ? [note] : []),
        `Total yang dikembalikan untuk pesanan ini: ${formatRupiah(o.refunded_amount)}.`,
        'Dana dikirim ke rekening atau dompet digital yang kamu pakai membayar. Maaf atas ketidaknyamanannya.',
      ],
    },
    complaint_declined: {
      subject: (n) => `Komplain pesanan ${n} ditolak`,
      heading: 'Komplainmu belum bisa kami terima',
      lines: (_o, note) => [...(note ? [`Alasan: ${note}`] : []), 'Ada pertanyaan? Balas email ini atau hubungi toko.'],
    },
    return_requested: {
      subject: (n) => `Kirim balik barang pesanan ${n}`,
      heading: 'Kirim balik barangnya, ya',
      lines: (o, note) => [
        ...(note ? [`Pesan toko: ${note}`] : []),
        'Sebelum refund, toko minta barangnya dikembalikan. Kemas barangnya dan kirim ke alamat ini:',
        ...returnAddressLines(o),
        'Setelah paket dikirim, isi kurir dan nomor resinya di halaman pesanan. Refund dicatat setelah barang sampai dan diperiksa toko.',
      ],
    },
    return_shipped: {
      subject: (n) => `Resi retur pesanan ${n} tercatat`,
      heading: 'Paket returmu sedang dalam perjalanan',
      lines: (o) => [
        ...(returnParcel(o) ? [returnParcel(o)!] : []),
        'Kamu bisa melacaknya di halaman pesanan. Salah ketik? Perbaiki resinya di sana sampai paket tiba. Kami kabari lagi setelah barangnya sampai.',
      ],
    },
    owner_return_shipped: {
      subject: (n) => `Barang retur dikirim pembeli: ${n}`,
      heading: 'Pembeli mengirim balik barangnya',
      lines: (o) => [
        ...(returnParcel(o) ? [returnParcel(o)!] : []),
        'Setelah paket sampai, buka pesanan dan isi "Barang diterima": jumlah tiap barang dan apakah masih layak jual. Lalu catat refund-nya.',
      ],
    },
    return_received: {
      subject: (n) => `Barang retur pesanan ${n} sudah diterima`,
      heading: 'Barang returmu sudah sampai di toko',
      lines: (o, note) => [
        `Kami menerima ${returnedUnits(o)} barang.`,
        ...(note ? [note] : []),
        'Refund-nya segera dicatat toko; kamu akan menerima email lagi saat itu.',
      ],
    },
    owner_resi_check: {
      subject: (n) => `Periksa resi pesanan ${n}`,
      heading: 'Periksa lagi nomor resinya',
      lines: (o) => [
        `Resi ${o.tracking_number ?? ''} (${o.courier.toUpperCase()}).`,
        o.tracking.flag === 'before_shipping'
          ? 'Perjalanan resi ini tercatat sejak sebelum pesanan dikirim: kemungkinan itu paket lain. Riwayatnya tidak ditampilkan ke pembeli dan pesanan tidak ditandai sampai karenanya.'
          : 'Resi tidak dikenali kurir. Cocokkan dengan struk pengiriman; kalau salah ketik, ubah nomor resinya di halaman pesanan.',
      ],
    },
    greeting: (name: string) => `Halo ${name},`,
    owner: 'Halo,',
    order: 'Pesanan',
    items: 'Barang',
    subtotal: 'Subtotal',
    shipping: 'Ongkos kirim',
    discount: 'Diskon voucher',
    freeShipping: 'Gratis Ongkir',
    uniqueCode: 'Kode unik',
    total: 'Total',
    transferTotal: 'Jumlah transfer',
    payTransfer: (amount: string) => `Transfer tepat ${amount} ke salah satu rekening ini, lalu unggah buktinya:`,
    whyCode: 'Jumlah ini sudah termasuk kode unik pesananmu: dengan jumlah yang tepat itu kami mengenali transfermu.',
    holder: `a.n. ${ACCOUNT_HOLDER}`,
    payOnline: 'Bayar lewat QRIS, Virtual Account, GoPay atau ShopeePay dengan tombol di bawah.',
    payCod: (amount: string) => `Bayar ${amount} tunai kepada kurir saat paket tiba.`,
    payBefore: (date: string) => `Bayar sebelum ${date}; setelah itu pesanan dibatalkan otomatis.`,
    view: 'Lihat pesanan',
    pay: 'Bayar sekarang',
    upload: 'Unggah bukti pembayaran',
    review: 'Tulis ulasan',
    admin: 'Buka pesanan',
    shipTo: 'Kirim ke',
    courier: 'Kurir',
    buyerNote: 'Catatan pembeli',
    footer: 'Toko boneka online dari Bandung.',
    invoice: 'Invoice pesanan ini terlampir (PDF); kamu juga bisa mengunduhnya di halaman pesanan.',
  },
  en: {
    order_placed: {
      subject: (n) => `We have received your order ${n}`,
      heading: 'Thank you for your order!',
      lines: () => [],
    },
    proof_received: {
      subject: (n) => `Payment receipt for order ${n} received`,
      heading: 'We have your payment receipt',
      lines: () => ['We check it within 24 hours and let you know as soon as the payment is confirmed.'],
    },
    payment_confirmed: {
      subject: (n) => `Payment for order ${n} confirmed`,
      heading: 'Payment received',
      lines: () => ['Thank you! We are packing your order and will ship it soon.'],
    },
    payment_rejected: {
      subject: (n) => `Payment receipt for order ${n} rejected`,
      heading: 'We could not accept your payment receipt',
      lines: (_o, note) => [
        ...(note ? [`Reason: ${note}`] : []),
        'Upload the right transfer receipt with the button below, before the payment deadline.',
      ],
    },
    shipped: {
      subject: (n) => `Order ${n} has shipped`,
      heading: 'Your order is on its way',
      lines: (o) => [
        `Courier: ${o.courier.toUpperCase()} ${o.courier_service}`.trim(),
        ...(o.tracking_number ? [`Tracking number: ${o.tracking_number}`] : []),
      ],
    },
    resi_changed: {
      subject: (n) => `Tracking number of order ${n} updated`,
      heading: 'Your tracking number was updated',
      lines: (o) => [
        `Courier: ${o.courier.toUpperCase()} ${o.courier_service}`.trim(),
        ...(o.tracking_number ? [`Tracking number: ${o.tracking_number}`] : []),
        'Track your parcel on the order page.',
      ],
    },
    shipment_cancelled: {
      subject: (n) => `Shipment of order ${n} rescheduled`,
      heading: 'Your shipment is being rescheduled',
      lines: () => [
        'The tracking number we sent earlier is no longer valid: the parcel was not handed to the courier yet.',
        'We will send the new tracking number as soon as the parcel ships.',
      ],
    },
    delivered: {
      subject: (n) => `Order ${n} has arrived`,
      heading: 'Your order has arrived',
      lines: () => [
        'We hope your doll is loved! If everything is right, press "Order Received" on the order page.',
        'Tell others what you think by writing a review on the order page.',
      ],
    },
    cancelled: {
      subject: (n) => `Order ${n} was cancelled`,
      heading: 'Your order was cancelled',
      lines: (o, note) => [
        ...(note ? [note] : []),
        ...(o.payment_status === 'refunded' ? ['The shop has refunded your payment.'] : []),
        'If you still want the dolls, you can order again any time.',
      ],
    },
    owner_new_order: {
      subject: (n) => `New order ${n}`,
      heading: 'A new order',
      lines: (o) => [`Payment: ${o.payment_method}`],
    },
    owner_proof_uploaded: {
      subject: (n) => `New payment receipt for ${n}`,
      heading: 'A payment receipt waits for your check',
      lines: (o) => [`Match it with your statement: ${formatRupiah(o.transfer_amount ?? o.total_amount)}.`],
    },
    owner_online_payment: {
      subject: (n) => `Online payment received for ${n}`,
      heading: 'Online payment received',
      lines: (o) => [`Midtrans: ${o.gateway?.payment_type ?? 'online'}. The order is ready to pack.`],
    },
    owner_refund_due: {
      subject: (n) => `Refund needed: ${n}`,
      heading: 'A payment arrived for a cancelled order',
      lines: (o) => [
        `${formatRupiah(o.total_amount)} arrived through Midtrans. Refund it in the Midtrans dashboard, then mark it "Refunded" in the order list.`,
      ],
    },
    owner_gateway_refund: {
      subject: (n) => `Refunded through Midtrans: ${n}`,
      heading: 'Midtrans refunded an order',
      lines: (o) => [
        `Refunded: ${formatRupiah(o.gateway?.refunded_amount ?? 0)} of ${formatRupiah(o.total_amount)}.`,
        o.payment_status === 'refunded'
          ? 'Its payment now reads refunded; the order is not shipped unless it is paid again.'
          : 'The rest still counts as revenue.',
      ],
    },
    owner_cancel_requested: {
      subject: (n) => `The buyer asks to cancel: ${n}`,
      heading: 'A buyer wants to cancel an order',
      lines: (o) => [
        `A transfer receipt for ${formatRupiah(o.transfer_amount ?? o.total_amount)} was uploaded and not checked yet.`,
        'Open the order and choose "Accept cancellation" (stock back, refund flagged) or "Decline" (the order goes on).',
      ],
    },
    cancel_request_accepted: {
      subject: (n) => `Cancellation of order ${n} accepted`,
      heading: 'Your order was cancelled as you asked',
      lines: (o) => [
        o.payment_status === 'refunded'
          ? 'The shop has refunded your payment.'
          : 'The shop will send the money you transferred back to the account it came from.',
        'If you still want the dolls, you can order again any time.',
      ],
    },
    cancel_request_declined: {
      subject: (n) => `Cancellation request for order ${n} declined`,
      heading: 'Your order goes on',
      lines: () => [
        'The shop did not accept the cancellation, so your order is still being handled. Questions? Reply to this mail or contact the shop.',
      ],
    },
    owner_complaint_filed: {
      subject: (n) => `Buyer complaint: ${n}`,
      heading: 'A buyer filed a complaint',
      lines: (_o, note) => [
        ...(note ? [`"${note}"`] : []),
        'This order does not complete by itself until you answer: open the order, look at the photos, then refund (all or part), ask for the goods back, or decline with a reason.',
      ],
    },
    complaint_refunded: {
      subject: (n) => `Complaint about order ${n}: refunded`,
      heading: 'We accepted your complaint',
      lines: (o, note) => [
        ...(note ? [note] : []),
        `Refunded for this order in all: ${formatRupiah(o.refunded_amount)}.`,
        'The money goes back to the account or e-wallet you paid with. Sorry for the trouble.',
      ],
    },
    complaint_declined: {
      subject: (n) => `Complaint about order ${n} declined`,
      heading: 'We could not accept your complaint',
      lines: (_o, note) => [...(note ? [`Reason: ${note}`] : []), 'Questions? Reply to this mail or contact the shop.'],
    },
    return_requested: {
      subject: (n) => `Please send back the goods of order ${n}`,
      heading: 'Please send the goods back',
      lines: (o, note) => [
        ...(note ? [`From the shop: ${note}`] : []),
        'Before the refund, the shop asks for the goods back. Pack them and send them to this address:',
        ...returnAddressLines(o),
        'Once the parcel is sent, enter its courier and resi on the order page. The refund is recorded once the goods arrive and the shop has checked them.',
      ],
    },
    return_shipped: {
      subject: (n) => `Return resi of order ${n} recorded`,
      heading: 'Your return parcel is on its way',
      lines: (o) => [
        ...(returnParcel(o) ? [returnParcel(o)!] : []),
        'You can track it on the order page. Mistyped? Correct the resi there until the parcel arrives. We will write again once the goods are here.',
      ],
    },
    owner_return_shipped: {
      subject: (n) => `Return parcel sent by the buyer: ${n}`,
      heading: 'The buyer sent the goods back',
      lines: (o) => [
        ...(returnParcel(o) ? [returnParcel(o)!] : []),
        'When the parcel arrives, open the order and fill in "Goods received": how many of each item, and whether it can be sold again. Then record the refund.',
      ],
    },
    return_received: {
      subject: (n) => `Returned goods of order ${n} received`,
      heading: 'Your returned goods reached the shop',
      lines: (o, note) => [
        `We received ${returnedUnits(o)} item(s).`,
        ...(note ? [note] : []),
        'The shop will record the refund shortly; you will get another mail then.',
      ],
    },
    owner_resi_check: {
      subject: (n) => `Check the resi of order ${n}`,
      heading: 'Check the resi again',
      lines: (o) => [
        `Resi ${o.tracking_number ?? ''} (${o.courier.toUpperCase()}).`,
        o.tracking.flag === 'before_shipping'
          ? 'This resi’s journey began before the order was shipped: it is probably another parcel. Its events are not shown to the buyer and do not mark the order delivered.'
          : 'The courier does not recognise this resi. Compare it with the shipping receipt; if it was mistyped, change it on the order’s page.',
      ],
    },
    greeting: (name: string) => `Hello ${name},`,
    owner: 'Hello,',
    order: 'Order',
    items: 'Items',
    subtotal: 'Subtotal',
    shipping: 'Shipping',
    discount: 'Voucher discount',
    freeShipping: 'Free shipping',
    uniqueCode: 'Unique code',
    total: 'Total',
    transferTotal: 'Amount to transfer',
    payTransfer: (amount: string) => `Transfer exactly ${amount} to one of these accounts, then upload the receipt:`,
    whyCode: 'This amount includes your order’s unique code: with that exact amount we know the transfer is yours.',
    holder: `in the name of ${ACCOUNT_HOLDER}`,
    payOnline: 'Pay with QRIS, a virtual account, GoPay or ShopeePay with the button below.',
    payCod: (amount: string) => `Pay ${amount} in cash to the courier when the parcel arrives.`,
    payBefore: (date: string) => `Pay before ${date}; after that the order is cancelled automatically.`,
    view: 'View the order',
    pay: 'Pay now',
    upload: 'Upload the payment receipt',
    review: 'Write a review',
    admin: 'Open the order',
    shipTo: 'Ship to',
    courier: 'Courier',
    buyerNote: 'Buyer’s note',
    footer: 'An online doll shop from Bandung.',
    invoice: 'The invoice for this order is attached (PDF); you can also download it on the order page.',
  },
};

const ink = '#3b2418';
const rose = '#be123c';
const styles: Record<string, CSSProperties> = {
  body: { backgroundColor: '#fff8f3', fontFamily: 'Helvetica, Arial, sans-serif', color: ink, margin: 0 },
  card: { backgroundColor: '#ffffff', borderRadius: 16, border: '1px solid #ffe4e6', padding: 24, margin: '24px auto' },
  brand: { color: rose, fontSize: 20, fontWeight: 800, margin: 0 },
  heading: { fontSize: 22, fontWeight: 800, margin: '16px 0 8px' },
  text: { fontSize: 15, lineHeight: '22px', margin: '8px 0' },
  muted: { fontSize: 13, color: '#78716c', margin: '4px 0' },
  cell: { fontSize: 14, padding: '4px 0' },
  right: { fontSize: 14, padding: '4px 0', textAlign: 'right', whiteSpace: 'nowrap' },
  totalLabel: { fontSize: 14, padding: '8px 0 4px', fontWeight: 800 },
  total: { fontSize: 16, fontWeight: 800, padding: '8px 0 0', color: rose, textAlign: 'right' },
  button: { backgroundColor: rose, color: '#ffffff', borderRadius: 999, padding: '12px 22px', fontWeight: 700 },
  account: { fontSize: 14, margin: '2px 0', fontFamily: 'Menlo, Consolas, monospace' },
  address: { fontSize: 15, lineHeight: '20px', margin: '2px 0' },
};

export interface OrderMailProps {
  template: OrderMailTemplate;
  order: Order;
  language: MailLanguage;
  /** The shop's public origin, for the links. */
  shopUrl: string;
  /** A note of the move (why a proof was rejected, why the order was cancelled). */
  note: string | null;
}

/** A label and its amount side by side; in the text part, "label: amount" (see `TEXT_PART`). */
function Amount({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Row>
      <Column className="amount-label" style={strong ? styles.totalLabel : styles.cell}>
        {label}
      </Column>
      <Column style={strong ? styles.total : styles.right}>{value}</Column>
    </Row>
  );
}

/** One order mail, in the shop's look: what happened, the order's lines and amounts, and what to do next. */
export function OrderMail({ template, order, language, shopUrl, note }: OrderMailProps) {
  const c = COPY[language];
  const words = c[template];
  const owner = template.startsWith('owner_');
  const orderUrl = `${shopUrl}/orders/${order.secure_token}`;
  const paymentUrl = `${shopUrl}/payment/${order.secure_token}`;
  const waiting = order.status === 'pending' && order.payment_status !== 'paid';
  // The owner's page of the order: the shopper's page answers the owner that the order cannot be loaded.
  const viewUrl = owner ? `${shopUrl}/admin/orders/${order.order_id}` : orderUrl;
  const action = owner
    ? { href: viewUrl, label: c.admin }
    : template === 'order_placed' && waiting && !isCod(order.payment_method)
      ? { href: paymentUrl, label: isOnline(order.payment_method) ? c.pay : c.upload }
      : template === 'payment_rejected'
        ? { href: paymentUrl, label: c.upload }
        : template === 'delivered'
          ? { href: `${orderUrl}/review`, label: c.review }
          : { href: orderUrl, label: c.view };
  return (
    <Html lang={language}>
      <Head />
      <Preview>{words.subject(order.order_number)}</Preview>
      <Body style={styles.body}>
        <Container style={styles.card}>
          <Text style={styles.brand}>{SHOP.name}</Text>
          <Heading as="h1" style={styles.heading}>
            {words.heading}
          </Heading>
          <Text style={styles.text}>{owner ? c.owner : c.greeting(order.user.first_name)}</Text>
          <Text style={styles.text}>
            {c.order} <strong>{order.order_number}</strong>
          </Text>
          {words.lines(order, note).map((line) => (
            <Text key={line} style={styles.text}>
              {line}
            </Text>
          ))}
          {template === 'order_placed' ? <HowToPay order={order} c={c} language={language} /> : null}
          {template === 'owner_new_order' ? <ShipTo order={order} c={c} /> : null}
          <Hr />
          <Text style={{ ...styles.text, fontWeight: 700 }}>{c.items}</Text>
          {order.items.map((item) => (
            <Amount
              key={item.order_item_id}
              label={`${lineTitle(item.product.name, item.variant.label)} × ${item.quantity}${
                owner && item.variant.sku ? ` · SKU ${item.variant.sku}` : ''
              }`}
              value={formatRupiah(item.subtotal)}
            />
          ))}
          <Hr />
          <Amount label={c.subtotal} value={formatRupiah(order.subtotal)} />
          <Amount label={c.shipping} value={formatRupiah(order.shipping_cost)} />
          {order.voucher_discount > 0 ? (
            <Amount label={c.discount} value={`−${formatRupiah(order.voucher_discount)}`} />
          ) : null}
          {order.shipping_discount > 0 ? (
            <Amount label={c.freeShipping} value={`−${formatRupiah(order.shipping_discount)}`} />
          ) : null}
          {order.unique_code !== null && order.transfer_amount !== null ? (
            <Amount label={c.uniqueCode} value={`+${formatRupiah(order.unique_code)}`} />
          ) : null}
          <Amount
            strong
            label={order.transfer_amount !== null && waiting ? c.transferTotal : c.total}
            value={formatRupiah(order.transfer_amount ?? order.total_amount)}
          />
          <Section style={{ marginTop: 24 }}>
            <Button href={action.href} style={styles.button}>
              {action.label}
            </Button>
          </Section>
          {/* The order's address in full, for mail programs that show no button; the text part has it already. */}
          <Text style={styles.muted} data-skip-in-text={action.href === viewUrl}>
            <Link href={viewUrl} style={{ wordBreak: 'break-all' }}>
              {viewUrl}
            </Link>
          </Text>
          {template === 'order_placed' || template === 'payment_confirmed' ? (
            <Text style={styles.muted}>{c.invoice}</Text>
          ) : null}
          <Hr />
          <Text style={styles.muted}>
            {SHOP.name} · {c.footer}
          </Text>
          <Text style={styles.muted}>
            {SHOP.address} · {SHOP.phone} · {SHOP.email}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

/** Where the owner sends a new order: the recipient, the address as written on the parcel, the courier, the note. */
function ShipTo({ order, c }: { order: Order; c: Copy }) {
  const address = order.shipping_address;
  return (
    <Section>
      <Text style={{ ...styles.text, fontWeight: 700 }}>{c.shipTo}</Text>
      <Text style={styles.address}>
        {address.recipient_name} · {address.phone_number}
      </Text>
      {deliveryAddressLines(address).map((line) => (
        <Text key={line} style={styles.address}>
          {line}
        </Text>
      ))}
      <Text style={styles.text}>
        {c.courier}: {`${order.courier.toUpperCase()} ${order.courier_service}`.trim()}
      </Text>
      {order.notes ? (
        <Text style={styles.text}>
          {c.buyerNote}: {order.notes}
        </Text>
      ) : null}
    </Section>
  );
}

/** How to pay a new order: the exact amount and the accounts, the online page, or cash to the courier. */
function HowToPay({ order, c, language }: { order: Order; c: Copy; language: MailLanguage }) {
  if (isCod(order.payment_method)) return <Text style={styles.text}>{c.payCod(formatRupiah(order.total_amount))}</Text>;
  return (
    <Section>
      {isOnline(order.payment_method) ? (
        <Text style={styles.text}>{c.payOnline}</Text>
      ) : (
        <>
          <Text style={styles.text}>{c.payTransfer(formatRupiah(order.transfer_amount ?? order.total_amount))}</Text>
          {BANK_ACCOUNTS.map((account) => (
            <Text key={account.bank} style={styles.account}>
              {account.bank} {account.number}
            </Text>
          ))}
          <Text style={styles.muted}>{c.holder}</Text>
          {order.unique_code !== null ? <Text style={styles.muted}>{c.whyCode}</Text> : null}
        </>
      )}
      {order.expires_at ? (
        <Text style={styles.muted}>{c.payBefore(wibDateTime(order.expires_at, language))}</Text>
      ) : null}
    </Section>
  );
}

/** What an html-to-text formatter is handed (the package ships no types): the element, its walker, the builder. */
type TextBuilder = { addInline(text: string): void };
type TextFormatter = (
  elem: { children: unknown },
  walk: (nodes: unknown, builder: TextBuilder) => void,
  builder: TextBuilder,
) => void;

/** The text part: an amount row reads "label: amount" instead of the two cells run together. */
const TEXT_PART = {
  formatters: {
    amountLabel: ((elem, walk, builder) => {
      walk(elem.children, builder);
      builder.addInline(': ');
    }) satisfies TextFormatter,
  },
  selectors: [{ selector: 'td.amount-label', format: 'amountLabel' }],
};

/** A mail's subject, known when it is queued (the owner's log names the message from then on). */
export const orderMailSubject = (template: OrderMailTemplate, language: MailLanguage, orderNumber: string) =>
  COPY[language][template].subject(orderNumber);

/** The customer's mails that ask for money: not sent once the order no longer waits for that payment. */
export const ASKS_FOR_PAYMENT: ReadonlySet<string> = new Set<OrderMailTemplate>(['order_placed', 'payment_rejected']);

/** The mail as sent: its subject, its HTML, and the plain-text part made from that HTML (rendered once). */
export async function renderOrderMail(props: OrderMailProps) {
  const html = await render(<OrderMail {...props} />);
  const text = toPlainText(html, TEXT_PART);
  return { subject: orderMailSubject(props.template, props.language, props.order.order_number), html, text };
}
