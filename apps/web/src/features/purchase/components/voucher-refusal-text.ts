import { formatRupiah } from '@boneka/shared/money';
import { voucherTime, type VoucherRefusal } from '@boneka/shared/vouchers';
import { isApiError } from '@/lib/api-client';
import type { Language, Translate } from '@/lib/i18n/i18n';

/**
 * Why a code does not apply, in the page's language, from the reason and facts the server sends with its refusal
 * (packages/shared/src/vouchers.ts), or that look-ups are spent for a while (429, decision 049); null when the error
 * is no voucher refusal (the network, the server).
 */
export function voucherRefusalText(error: unknown, t: Translate, language: Language): string | null {
  if (!isApiError(error)) return null;
  const body = error.body ?? {};
  if (error.status === 429) {
    const seconds = typeof body.retry_after === 'number' && body.retry_after > 0 ? body.retry_after : 60;
    return t('voucher.tooManyLookups', { minutes: Math.ceil(seconds / 60) });
  }
  const reason = body.reason as VoucherRefusal | undefined;
  const code = typeof body.voucher_code === 'string' ? body.voucher_code : '';
  const time = (value: unknown) => (typeof value === 'string' ? voucherTime(value, language) : '');
  switch (reason) {
    case 'not_found':
      return t('voucher.invalid');
    case 'inactive':
      return t('voucher.inactive', { code });
    case 'not_started':
      return t('voucher.notStarted', { code, time: time(body.starts_at) });
    case 'expired':
      return t('voucher.expired', { code, time: time(body.ends_at) });
    case 'min_spend':
      return t('voucher.minSpend', { code, amount: formatRupiah(Number(body.min_spend ?? 0)) });
    case 'used_up':
      return t('voucher.usedUp', { code });
    case 'customer_limit':
      return t('voucher.customerLimit', { code, count: Number(body.usage_limit_per_customer ?? 1) });
    case 'not_applicable':
      return t('voucher.notApplicable', { code });
    default:
      return error.status === 404 || error.status === 400 ? t('voucher.invalid') : null;
  }
}
