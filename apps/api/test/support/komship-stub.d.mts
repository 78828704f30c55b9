/**
 * A stand-in for Komship, Komerce's delivery-order API, on loopback, written from its documentation
 * (dev-collaborator.komerce.id/docs/Delivery-order-api): the `x-api-key` header, the `{ meta, data }` envelope and
 * the documented paths and shapes of Search Destination, Calculate, Store Order, Pickup Order, Label Order, Detail
 * Order and Cancel Order. It keeps its orders (numbers `KOM…`, airway bills `KOMERKOM…`) and knows only its own
 * destination ids.
 */
export type KomshipCall = 'search' | 'calculate' | 'store' | 'pickup' | 'label' | 'detail' | 'cancel';
/**
 * How a call fails instead of answering:
 * - `down`: HTTP 503 with an HTML page, as a gateway in front of the vendor answers;
 * - `refuse`: HTTP 422 in the envelope with the vendor's message (`refuseMessage`);
 * - `malformed`: HTTP 200 in the envelope, but `data` is not the documented shape;
 * - `hang`: never answers (the client's timeout ends the wait);
 * - `slow`: answers as usual after `slowMs`.
 */
export type KomshipFailure = 'down' | 'refuse' | 'malformed' | 'hang' | 'slow';
/** One kelurahan of the stub's destinations: Komship's rows name no province, and write the city without its kind. */
export interface KomshipStubDestination {
  id: number;
  subdistrict: string;
  district: string;
  city: string;
  zip: string;
}
/** The shop's and the test shopper's Sukasari (Kota Bandung) and its namesakes elsewhere; Gambir in Jakarta. */
export declare const KOMSHIP_DESTINATIONS: readonly KomshipStubDestination[];
export interface KomshipStubOrder {
  orderNo: string;
  /** The "Store Order" body as received. */
  body: Record<string, unknown>;
  /** Komship's status words: Created, Diajukan (pick-up asked), Dijemput (picked up), Dikirim, Dibatalkan. */
  status: string;
  awb: string | null;
  pickup: Record<string, unknown> | null;
}
export interface KomshipStubRequest {
  call: KomshipCall | null;
  method: string;
  path: string;
  key: string | undefined;
  query: Record<string, string>;
  body: unknown;
}
export interface KomshipStub {
  baseUrl: string;
  apiKey: string;
  /** Calls that fail, and how; a call not named here answers as documented. */
  failures: Map<KomshipCall, KomshipFailure>;
  refuseMessage: string;
  slowMs: number;
  /** Called when a request is left hanging. */
  onHang: (() => void) | undefined;
  /** Komship's orders by number, as the stub keeps them. */
  orders: Map<string, KomshipStubOrder>;
  requests: KomshipStubRequest[];
  callsOf(call: KomshipCall): KomshipStubRequest[];
  /** The courier collects the parcel: Komship's order is `Dijemput` from now on. */
  pickUp(orderNo: string, status?: string): void;
  close(): Promise<void>;
}
export declare function startKomshipStub(apiKey?: string): Promise<KomshipStub>;
