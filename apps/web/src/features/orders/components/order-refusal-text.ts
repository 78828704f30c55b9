import { isApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import type { MessageKey, Translate } from '@/lib/i18n/i18n';

/**
 * The refusals of the owner's bulk actions and shipment moves (issue 43, decision 058), by code: the server's
 * sentence is English, for API clients; the owner reads these.
 */
const REFUSAL_TEXT: Readonly<Record<string, MessageKey>> = {
  INVALID_TRANSITION: 'adminOrders.bulkReason.invalidTransition',
  LABEL_NOT_PRINTABLE: 'adminOrders.bulkReason.notPrintable',
  NOT_FOUND: 'adminOrders.bulkReason.notFound',
  SHIPMENT_BOOKING_OFF: 'adminOrders.bulkReason.bookingOff',
  SHIPMENT_BUSY: 'adminOrders.bulkReason.inProgress',
  REQUEST_IN_PROGRESS: 'adminOrders.bulkReason.inProgress',
  SHIPMENT_EXISTS: 'adminOrders.bulkReason.shipmentExists',
  SHIPMENT_COURIER_UNSUPPORTED: 'adminOrders.bulkReason.courierUnsupported',
  PICKUP_SLOT_INCOMPLETE: 'adminOrders.bulkReason.slotIncomplete',
  INVALID_PICKUP_SLOT: 'adminOrders.bulkReason.slotInvalid',
  PICKUP_TOO_SOON: 'adminOrders.bulkReason.slotTooSoon',
  SHIPMENT_PICKED_UP: 'adminOrders.bulkReason.pickedUp',
  SHIPMENT_NOT_CANCELLABLE: 'adminOrders.bulkReason.notCancellable',
  SHIPMENT_NO_LABEL: 'adminOrders.bulkReason.noLabel',
};

/** The owner's words for a refusal's code, or null for a code this page does not know. */
export function refusalKey(code: string | null): MessageKey | null {
  return code !== null && Object.hasOwn(REFUSAL_TEXT, code) ? REFUSAL_TEXT[code]! : null;
}

/** Why a call was refused: by its code when known, else as `errorText` says it. */
export function refusalText(error: unknown, t: Translate, fallback: string): string {
  const key = isApiError(error) ? refusalKey(error.code) : null;
  return key ? t(key) : errorText(error, t, fallback);
}
