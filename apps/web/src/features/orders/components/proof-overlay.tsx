import type { Order } from '@boneka/shared';
import { formatRupiah } from '@boneka/shared/money';
import { CloseIcon } from '@/components/ui/icons';
import { showWhileMounted } from '@/components/ui/modal';
import { useT } from '@/lib/i18n/i18n';
import { PaymentProofImage } from './payment-proof-image';

type ProofOverlayProps = { order: Order | null; onClose: () => void };

/** What should have arrived for an order: its amount to transfer (with the kode unik) or, without one, its total. */
export const expectedAmount = (order: Pick<Order, 'transfer_amount' | 'total_amount'>) =>
  order.transfer_amount ?? order.total_amount;

/** The payment proof over the whole screen (a modal <dialog>: Escape and the close button leave it). */
export function ProofOverlay({ order, onClose }: ProofOverlayProps) {
  const t = useT();
  if (!order?.payment_proof) return null;
  return (
    <dialog
      ref={showWhileMounted}
      aria-label={t('adminOrders.proofTitle', { number: order.order_number })}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onMouseDown={(event) => {
        if (event.target !== event.currentTarget) return;
        // Without this the press would move focus to <body> after close() has given it back to the opener.
        event.preventDefault();
        onClose();
      }}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-black/90 p-0 backdrop:bg-black/70"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-4 px-4 py-3 text-white sm:px-6">
          <div className="min-w-0">
            <p className="font-bold">{t('adminOrders.proofTitle', { number: order.order_number })}</p>
            {/* The figure to find on the proof and on the bank statement. */}
            <p className="text-sm text-white/90 tabular-nums">
              {order.unique_code !== null && order.transfer_amount !== null
                ? t('adminOrders.proofExpectedCode', {
                    amount: formatRupiah(order.transfer_amount),
                    code: order.unique_code,
                  })
                : t('adminOrders.proofExpected', { amount: formatRupiah(expectedAmount(order)) })}
            </p>
          </div>
          <button
            type="button"
            onClick={onClose}
            aria-label={t('common.close')}
            className="grid size-10 cursor-pointer place-items-center rounded-full bg-white/10 hover:bg-white/20"
          >
            <CloseIcon className="size-5" />
          </button>
        </div>
        <div
          className="grid min-h-0 flex-1 place-items-center p-4 sm:p-8"
          onMouseDown={(event) => {
            if (event.target !== event.currentTarget) return;
            event.preventDefault();
            onClose();
          }}
        >
          <PaymentProofImage
            url={order.payment_proof}
            alt={t('orders.proofAlt', { number: order.order_number })}
            className="max-h-full max-w-full rounded-xl bg-white"
          />
        </div>
      </div>
    </dialog>
  );
}
