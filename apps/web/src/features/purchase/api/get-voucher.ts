import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { VoucherResponse } from '@boneka/shared';
import { normalizeVoucherCode } from '@boneka/shared/vouchers';
import { api } from '@/lib/api-client';

export type VoucherInfo = z.infer<typeof VoucherResponse>['data'];

/**
 * Looks a code up, for `subtotal` when given (its minimum spend) and the signed-in shopper's own uses: an unknown
 * code answers 404; one that does not apply answers 422 or 409 with its `reason` (decision 045).
 */
export async function getVoucher(code: string, subtotal?: number): Promise<VoucherInfo> {
  const query = subtotal === undefined ? '' : `?subtotal=${Math.max(0, Math.round(subtotal))}`;
  const reply = await api.get<z.infer<typeof VoucherResponse>>(
    `/api/vouchers/${encodeURIComponent(normalizeVoucherCode(code))}${query}`,
  );
  return reply.data;
}

/** Looked up when the shopper presses the button, not on every keystroke. */
export function useVoucherLookup() {
  return useMutation({
    mutationFn: ({ code, subtotal }: { code: string; subtotal?: number }) => getVoucher(code, subtotal),
  });
}
