/**
 * Komerce (RajaOngkir), the vendor of the shop's courier calls: the cost quotes (modules/shipping) and the parcel
 * tracking (modules/tracking) reach the same host with the same key, and fail the same way. What both need of the
 * vendor lives here, so neither module reaches into the other.
 */
export const RAJAONGKIR_BASE_URL = 'https://rajaongkir.komerce.id/api/v1';

/** Any reason the provider gave no usable answer; the message is for the server log, never for the shopper. */
export class RajaOngkirError extends Error {}

/**
 * Komship, Komerce's delivery-order API (modules/shipments, decision 058): another host and another key (the
 * "Shipping Delivery" key) than the cost and tracking calls. Its documentation names a production and a sandbox host;
 * the shop defaults to production, where a sandbox key is refused out loud instead of booking parcels no courier knows.
 */
export const KOMSHIP_BASE_URL = 'https://api.collaborator.komerce.id';
export const KOMSHIP_SANDBOX_URL = 'https://api-sandbox.collaborator.komerce.id';
