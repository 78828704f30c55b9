import { normalizeVoucherCode } from '@boneka/shared';
import { AppError } from '../../lib/errors.js';
import type { VouchersRepo } from './vouchers.repo.js';

/** Vouchers live in the database; codes match case-insensitively. The discount rule is `voucherDiscount` (shared). */
export function vouchersService(repo: VouchersRepo) {
  return {
    async find(code: string) {
      const normalized = normalizeVoucherCode(code);
      const voucher = /^[A-Z0-9-]{1,32}$/.test(normalized) ? await repo.findActive(normalized) : undefined;
      if (!voucher) throw new AppError(404, 'VOUCHER_NOT_FOUND', 'Kode voucher tidak valid!');
      return { code: voucher.code, type: voucher.type, value: voucher.value, description: voucher.description };
    },
  };
}
export type VouchersService = ReturnType<typeof vouchersService>;
