import type { ReactNode } from 'react';
import type { AlertTone } from '@/components/ui/alert';
import type { VoucherInfo } from '../api/get-voucher';
import { VoucherBox, type AppliedVoucher } from './voucher-box';

/**
 * The side panel of the cart and of the checkout alike: its title, the voucher box (a code typed in the cart is the
 * one the checkout shows), then what the page adds: the amounts and its one button.
 */
export function SummaryPanel({
  titleId,
  title,
  voucher,
  subtotal,
  onApply,
  onRemove,
  onVoucherResult,
  children,
}: {
  titleId: string;
  title: string;
  voucher: AppliedVoucher | null;
  subtotal: number;
  onApply: (voucher: VoucherInfo) => void;
  onRemove: () => void;
  onVoucherResult: (tone: AlertTone, text: string) => void;
  children: ReactNode;
}) {
  return (
    <aside
      aria-labelledby={titleId}
      className="space-y-5 rounded-3xl border border-rose-100 bg-white p-5 shadow-soft lg:sticky lg:top-24"
    >
      <h2 id={titleId} className="text-lg font-extrabold">
        {title}
      </h2>
      <VoucherBox
        applied={voucher}
        subtotal={subtotal}
        onApply={onApply}
        onRemove={onRemove}
        onResult={onVoucherResult}
      />
      {children}
    </aside>
  );
}
