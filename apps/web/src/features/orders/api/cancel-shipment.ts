import { api } from '@/lib/api-client';
import { useShipmentMove, type AdminOrderReply } from './book-shipment';

/** "Batalkan Pengiriman": cancels a booked shipment the courier has not picked up; the order is back in processing. */
export async function cancelShipment(orderId: number): Promise<AdminOrderReply> {
  return api.put<AdminOrderReply>(`/api/orders/admin/${orderId}/shipment/cancel`);
}

export const useCancelShipment = () => useShipmentMove(cancelShipment);
