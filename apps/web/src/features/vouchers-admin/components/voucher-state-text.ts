import type { MessageKey } from '@/lib/i18n/i18n';
import type { VoucherStateChange } from '../api/change-voucher-state';

/** Each state change's words: its dialog's title and question, its button, its button's full name, and its result. */
export const CHANGE_TEXT: Record<
  VoucherStateChange,
  { title: MessageKey; message: MessageKey; confirm: MessageKey; label: MessageKey; done: MessageKey }
> = {
  pause: {
    title: 'adminVouchers.pauseTitle',
    message: 'adminVouchers.pauseMessage',
    confirm: 'adminVouchers.pause',
    label: 'adminVouchers.pauseLabel',
    done: 'adminVouchers.paused',
  },
  resume: {
    title: 'adminVouchers.resumeTitle',
    message: 'adminVouchers.resumeMessage',
    confirm: 'adminVouchers.resume',
    label: 'adminVouchers.resumeLabel',
    done: 'adminVouchers.resumed',
  },
  end: {
    title: 'adminVouchers.endTitle',
    message: 'adminVouchers.endMessage',
    confirm: 'adminVouchers.end',
    label: 'adminVouchers.endLabel',
    done: 'adminVouchers.ended',
  },
};
