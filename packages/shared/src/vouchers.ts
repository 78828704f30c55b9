export interface Voucher {
  code: string;
  type: 'percent' | 'fixed';
  /** Percent (1–100) or whole Rupiah. */
  value: number;
}

/** The one discount rule for cart, checkout summary and server: whole Rupiah, never more than the subtotal. */
export function voucherDiscount(voucher: Pick<Voucher, 'type' | 'value'> | null | undefined, subtotal: number): number {
  if (!voucher || subtotal <= 0) return 0;
  const raw = voucher.type === 'percent' ? Math.floor((subtotal * voucher.value) / 100) : voucher.value;
  return Math.max(0, Math.min(raw, subtotal));
}

export const normalizeVoucherCode = (code: string) => code.trim().toUpperCase();
