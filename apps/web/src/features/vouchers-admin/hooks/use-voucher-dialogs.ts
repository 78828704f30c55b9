import { useState } from 'react';
import type { AdminVoucher } from '@boneka/shared';
import { useToast } from '@/components/ui/toast';
import { errorText } from '@/lib/error-text';
import { useT } from '@/lib/i18n/i18n';
import { useChangeVoucherState, type VoucherStateChange } from '../api/change-voucher-state';
import { CHANGE_TEXT } from '../components/voucher-state-text';

export type VoucherDialog =
  | { kind: 'create' }
  | { kind: 'edit'; voucher: AdminVoucher }
  | { kind: 'state'; voucher: AdminVoucher; change: VoucherStateChange };

/** The one dialog open on the vouchers page (the form, or a state change to confirm), and what each one's end says. */
export function useVoucherDialogs() {
  const t = useT();
  const { show } = useToast();
  const changeState = useChangeVoucherState();
  const [dialog, setDialog] = useState<VoucherDialog | null>(null);

  const confirmChange = async () => {
    if (dialog?.kind !== 'state') return;
    const { voucher, change } = dialog;
    try {
      await changeState.mutateAsync({ voucherId: voucher.voucher_id, change });
      show('success', t(CHANGE_TEXT[change].done, { code: voucher.code }));
    } catch (error) {
      show('error', errorText(error, t, t('adminVouchers.stateFailed')));
    }
    setDialog(null);
  };

  return {
    dialog,
    open: setDialog,
    close: () => setDialog(null),
    saved: (message: string) => {
      setDialog(null);
      show('success', message);
    },
    confirmChange: () => void confirmChange(),
    changing: changeState.isPending,
  };
}
