import { normalizeVoucherCode, voucherDiscount } from '@boneka/shared';
import type { VoucherRow } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import type { VouchersRepo } from './vouchers.repo.js';

/** Vouchers live in the database; codes match case-insensitively. The discount rule is `voucherDiscount` (shared). */
export function vouchersService(repo: VouchersRepo) {
  const present = (voucher: VoucherRow) => ({
    code: voucher.code,
    type: voucher.type,
    value: voucher.value,
    description: voucher.description,
  });
  return {
    async find(code: string) {
      const normalized = normalizeVoucherCode(code);
      const voucher = /^[A-Z0-9-]{1,32}$/.test(normalized) ? await repo.findActive(normalized) : undefined;
      if (!voucher) throw new AppError(404, 'VOUCHER_NOT_FOUND', 'Kode voucher tidak valid!');
      return present(voucher);
    },
    /**
     * A client written from the spec sends only the discount it applied, never the code (the earlier shop checked
     * codes in the browser): the active voucher that gives exactly that discount on this subtotal, if any.
     */
    async matchingDiscount(subtotal: number, discount: number | undefined) {
      if (!discount) return null;
      const match = (await repo.listActive()).find((v) => voucherDiscount(present(v), subtotal) === discount);
      return match ? present(match) : null;
    },
  };
}
export type VouchersService = ReturnType<typeof vouchersService>;
