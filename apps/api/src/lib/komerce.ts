/**
 * Komerce (RajaOngkir), the vendor of the shop's courier calls: the cost quotes (modules/shipping) and the parcel
 * tracking (modules/tracking) reach the same host with the same key, and fail the same way. What both need of the
 * vendor lives here, so neither module reaches into the other.
 */
export const RAJAONGKIR_BASE_URL = 'https://rajaongkir.komerce.id/api/v1';

/** Any reason the provider gave no usable answer; the message is for the server log, never for the shopper. */
export class RajaOngkirError extends Error {}
