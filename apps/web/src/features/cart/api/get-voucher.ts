import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { VoucherResponse } from '@boneka/shared';
import { normalizeVoucherCode } from '@boneka/shared/vouchers';
import { api } from '@/lib/api-client';

export type VoucherInfo = z.infer<typeof VoucherResponse>['data'];

/** Looks a code up; an unknown code answers 404. */
export async function getVoucher(code: string): Promise<VoucherInfo> {
  const reply = await api.get<z.infer<typeof VoucherResponse>>(
    `/api/vouchers/${encodeURIComponent(normalizeVoucherCode(code))}`,
  );
  return reply.data;
}

/** Looked up when the shopper presses the button, not on every keystroke. */
export function useVoucherLookup() {
  return useMutation({ mutationFn: getVoucher });
}
