import { COURIER_NAMES, courierCodeOf, type CourierCode } from './shipping.js';

/**
 * The couriers whose parcels Komerce's RajaOngkir "Track AWB" follows, by our codes: all that the shop accepts
 * (its waybill tracking lists jne, jnt, sicepat, anteraja, pos, tiki, lion, ninja and ide among its couriers).
 */
export const TRACKABLE_COURIERS: readonly CourierCode[] = Object.freeze(Object.keys(COURIER_NAMES) as CourierCode[]);

const trackable: ReadonlySet<string> = new Set(TRACKABLE_COURIERS);

/** Whether the courier (its code, or its name as an order stores it: 'J&T') can be tracked. */
export const isTrackableCourier = (courier: string) => trackable.has(courierCodeOf(courier) ?? '');

/** JNE answers a tracking question only with the last five digits of the recipient's phone number. */
export const needsPhoneDigits = (courier: string) => courierCodeOf(courier) === 'jne';

/**
 * Each courier's own public tracking page, for the shopper who wants to look for themselves. Where the page reads
 * the waybill from its address, the waybill is in it; elsewhere the page asks for it and the shop shows it beside.
 */
const TRACKING_PAGES: Readonly<Record<CourierCode, (awb: string) => string>> = {
  jne: (awb) => `https://www.jne.co.id/tracking-package?resi=${awb}`,
  jnt: () => 'https://jet.co.id/track',
  sicepat: () => 'https://www.sicepat.com/checkAwb',
  anteraja: (awb) => `https://anteraja.id/tracking/${awb}`,
  pos: () => 'https://www.posindonesia.co.id/id/tracking',
  tiki: () => 'https://www.tiki.id/id/track',
  lion: (awb) => `https://lionparcel.com/track/stt?q=${awb}`,
  ninja: (awb) => `https://www.ninjaxpress.co/id-id/tracking?id=${awb}`,
  ide: () => 'https://idexpress.com/lacak-paket/',
};

/** The courier's public tracking page for this waybill; null for a courier the shop does not know. */
export function courierTrackingUrl(courier: string, awb: string): string | null {
  const code = courierCodeOf(courier);
  return code ? TRACKING_PAGES[code](encodeURIComponent(awb.trim())) : null;
}

/** Longest place and text of one courier event, as the server keeps them. */
export const TRACKING_PLACE_MAX = 300;
export const TRACKING_TEXT_MAX = 300;
