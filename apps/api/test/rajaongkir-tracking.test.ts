import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RajaOngkirError } from '../src/modules/shipping/rajaongkir.js';
import {
  rajaOngkirTracker,
  TrackingPhoneRequired,
  type TrackingAnswer,
} from '../src/modules/tracking/rajaongkir-tracking.js';
import {
  startRajaOngkirStub,
  STUB_POD_RECEIVER,
  type RajaOngkirStub,
  type StubTrackEvent,
} from './support/rajaongkir-stub.js';

/**
 * The client of Komerce's RajaOngkir "Track AWB" against the local stub: what each answer of the provider becomes,
 * and that every answer it cannot trust is a `RajaOngkirError` fit for the log (never with the key in it).
 */
const API_KEY = 'komerce-secret-7f3a9c2e41';
const AWB = 'JP1234567890';
const JNE_AWB = 'SOCAG00183235715';

let stub: RajaOngkirStub;
let tracker: ReturnType<typeof rajaOngkirTracker>;

beforeAll(async () => {
  stub = await startRajaOngkirStub(API_KEY);
  tracker = rajaOngkirTracker({ apiKey: API_KEY, baseUrl: stub.baseUrl });
});
afterAll(async () => {
  await stub?.close();
});
beforeEach(() => {
  stub.trackMode = 'in_transit';
  stub.trackDelayMs = 200;
  stub.onHang = undefined;
  stub.parcels.clear();
  stub.requests.length = 0;
});

const patient = () => AbortSignal.timeout(5_000);
const track = (awb = AWB, courier = 'jnt', lastPhoneDigits?: string, signal = patient()) =>
  tracker.track({ awb, courier, ...(lastPhoneDigits !== undefined ? { lastPhoneDigits } : {}) }, signal);

/** The answer of a found parcel; fails the test for `found: false`. */
async function found(answer: Promise<TrackingAnswer>) {
  const result = await answer;
  if (!result.found) throw new Error('the waybill was not found');
  return result;
}

/** The error a call fails with; fails the test when it answers. */
async function failure(answer: Promise<unknown>): Promise<Error> {
  try {
    await answer;
  } catch (error) {
    return error as Error;
  }
  throw new Error('it answered');
}

const event = (date: string, time: string, description: string, city: string | null = 'BANDUNG'): StubTrackEvent => ({
  date,
  time,
  description,
  city,
});

describe('each answer of the provider', () => {
  it('delivered: the journey oldest first in UTC, the receiver, and the time of delivery from the proof', async () => {
    stub.trackMode = 'delivered';
    const answer = await found(track());
    expect(answer.state).toBe('delivered');
    expect(answer.receiver).toBe(STUB_POD_RECEIVER);
    expect(answer.deliveredAt).toBe('2026-11-25T07:30:00.000Z');
    expect(answer.events.map((e) => [e.at, e.place, e.code])).toEqual([
      ['2026-11-23T03:15:00.000Z', 'BANDUNG', 'PU'],
      ['2026-11-23T14:40:00.000Z', 'BANDUNG', 'OP'],
      ['2026-11-23T23:05:30.000Z', 'JAKARTA', 'TR'],
      ['2026-11-25T01:12:00.000Z', 'JAKARTA PUSAT', 'DL'],
      ['2026-11-25T07:30:00.000Z', 'JAKARTA PUSAT', 'D01'],
    ]);
    expect(answer.events.at(-1)?.text).toBe(`DELIVERED TO [${STUB_POD_RECEIVER} | 25-11-2026 14:30 | JAKARTA PUSAT]`);
  });

  it('in_transit: the journey so far, no receiver and no delivery time', async () => {
    const answer = await found(track());
    expect(answer).toMatchObject({ state: 'in_transit', receiver: null, deliveredAt: null });
    expect(answer.events.map((e) => e.text)).toEqual([
      'SHIPMENT RECEIVED BY COUNTER OFFICER AT [BANDUNG]',
      'PROCESSED AT SORTING CENTER [BANDUNG]',
      'DEPARTED FROM TRANSIT [GATEWAY JAKARTA]',
    ]);
  });

  it('returned: sent back to the shop, after a failed delivery', async () => {
    stub.trackMode = 'returned';
    const answer = await found(track());
    expect(answer).toMatchObject({ state: 'returned', receiver: null, deliveredAt: null });
    expect(answer.events.at(-1)).toMatchObject({ at: '2026-11-28T09:45:00.000Z', place: 'BANDUNG', code: 'RTS' });
  });

  it('lost: the courier says the parcel is lost', async () => {
    stub.parcels.set(AWB, {
      mode: 'in_transit',
      events: [
        event('2026-11-23', '10:15', 'PICKED UP'),
        event('2026-11-27', '11:00', 'PAKET HILANG DALAM PERJALANAN'),
      ],
    });
    expect((await found(track())).state).toBe('lost');
  });

  it('not_found: the documented 404 is an answer, not a failure', async () => {
    stub.trackMode = 'not_found';
    expect(await track()).toEqual({ found: false });
  });

  it('phone_required: JNE asking for the phone digits is its own error', async () => {
    stub.trackMode = 'phone_required';
    const error = await failure(track(JNE_AWB, 'jne', '67890'));
    expect(error).toBeInstanceOf(TrackingPhoneRequired);
    expect(error).toBeInstanceOf(RajaOngkirError);
    expect(error.message).toMatch(/last_phone_number/);
  });

  it('JNE without the phone digits is refused even for a parcel on its way; with them it answers', async () => {
    stub.trackMode = 'delivered';
    expect(await failure(track(JNE_AWB, 'jne'))).toBeInstanceOf(TrackingPhoneRequired);
    expect((await found(track(JNE_AWB, 'jne', '67890'))).state).toBe('delivered');
  });

  it('slow: waits for a late answer while the caller does; gives up when the caller does', async () => {
    stub.trackMode = 'slow';
    stub.trackDelayMs = 300;
    const started = Date.now();
    expect((await found(track())).state).toBe('in_transit');
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);

    const error = await failure(track(AWB, 'jnt', undefined, AbortSignal.timeout(50)));
    expect(error).toBeInstanceOf(RajaOngkirError);
    expect(error.message).toBe('request failed: TimeoutError');
  });

  it('down: an HTML error page from the gateway', async () => {
    stub.trackMode = 'down';
    const error = await failure(track());
    expect(error).toBeInstanceOf(RajaOngkirError);
    expect(error).not.toBeInstanceOf(TrackingPhoneRequired);
    expect(error.message).toBe('HTTP 503 with a body that is not JSON');
  });

  it('hang: the caller’s signal ends the wait', async () => {
    stub.trackMode = 'hang';
    const controller = new AbortController();
    stub.onHang = () => controller.abort();
    const error = await failure(track(AWB, 'jnt', undefined, controller.signal));
    expect(error).toBeInstanceOf(RajaOngkirError);
    expect(error.message).toBe('request failed: AbortError');

    stub.onHang = undefined;
    const timedOut = await failure(track(AWB, 'jnt', undefined, AbortSignal.timeout(100)));
    expect(timedOut.message).toBe('request failed: TimeoutError');
  });

  it('malformed: one event with a garbage date or a wrong type makes the whole reply malformed', async () => {
    stub.trackMode = 'malformed';
    const error = await failure(track());
    expect(error).toBeInstanceOf(RajaOngkirError);
    expect(error.message).toBe('HTTP 200: malformed tracking reply');
  });

  it('not_json: an HTML page with HTTP 200', async () => {
    stub.trackMode = 'not_json';
    expect((await failure(track())).message).toBe('HTTP 200 with a body that is not JSON');
  });

  it('answers per waybill: one parcel delivered, another on its way, an unknown one not found', async () => {
    stub.trackMode = 'not_found';
    stub.parcels.set('JP0000000001', { mode: 'delivered', receiver: 'BUDI' });
    stub.parcels.set('JP0000000002', { mode: 'in_transit' });
    expect(await found(track('JP0000000001'))).toMatchObject({ state: 'delivered', receiver: 'BUDI' });
    expect((await found(track('JP0000000002'))).state).toBe('in_transit');
    expect(await track('JP0000000003')).toEqual({ found: false });
  });
});

describe('the request', () => {
  it('is a POST with the key header, the waybill and courier in the query and in the form body', async () => {
    await track();
    const [request] = stub.trackRequests();
    expect(request).toMatchObject({
      method: 'POST',
      path: '/api/v1/track/waybill',
      key: API_KEY,
      query: { awb: AWB, courier: 'jnt' },
      form: { awb: AWB, courier: 'jnt' },
    });
    expect(request?.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(request?.form).not.toHaveProperty('last_phone_number');
    expect(request?.query).not.toHaveProperty('last_phone_number');
  });

  it('sends the phone digits in the form body only when given', async () => {
    stub.trackMode = 'delivered';
    await track(JNE_AWB, 'jne', '67890');
    const [request] = stub.trackRequests();
    expect(request?.form).toEqual({ awb: JNE_AWB, courier: 'jne', last_phone_number: '67890' });
    expect(request?.query).toEqual({ awb: JNE_AWB, courier: 'jne' });
  });

  it('asks nothing for a waybill, courier or phone digits that cannot be one', async () => {
    for (const query of [
      { awb: 'JP 12/34', courier: 'jnt' },
      { awb: '', courier: 'jnt' },
      { awb: AWB, courier: 'j&t' },
      { awb: JNE_AWB, courier: 'jne', lastPhoneDigits: '1234' },
    ]) {
      expect(await failure(tracker.track(query, patient()))).toBeInstanceOf(RajaOngkirError);
    }
    expect(stub.trackRequests()).toEqual([]);
  });
});

describe('the courier’s times and events', () => {
  it('reads each WIB date and time as the UTC instant it is', async () => {
    stub.parcels.set(AWB, {
      mode: 'delivered',
      events: [
        event('2026-11-25', '23:30', 'SHIPMENT RECEIVED'),
        event('2026-11-26', '00:15:45', 'DELIVERED TO [ANDI]', 'JAKARTA'),
      ],
    });
    const answer = await found(track());
    expect(answer.events.map((e) => e.at)).toEqual(['2026-11-25T16:30:00.000Z', '2026-11-25T17:15:45.000Z']);
    expect(answer.deliveredAt).toBe('2026-11-25T17:15:45.000Z');
  });

  it('puts the events in time order and collapses the same event told twice', async () => {
    stub.parcels.set(AWB, {
      mode: 'in_transit',
      events: [
        event('2026-11-24', '08:00', 'ARRIVED AT HUB', 'JAKARTA'),
        event('2026-11-23', '10:15', 'PICKED UP'),
        event('2026-11-24', '08:00', 'ARRIVED AT HUB', 'JAKARTA'),
        // The same words at the same time elsewhere is another event.
        event('2026-11-24', '08:00', 'ARRIVED AT HUB', 'BEKASI'),
        event('2026-11-23', '10:15', '  PICKED UP  ', ' BANDUNG '),
        event('2026-11-25', '07:00', 'WITH DELIVERY COURIER', ''),
      ],
    });
    const answer = await found(track());
    expect(answer.events.map((e) => [e.at, e.place, e.text])).toEqual([
      ['2026-11-23T03:15:00.000Z', 'BANDUNG', 'PICKED UP'],
      // Two events at one minute stay in the order the courier told them.
      ['2026-11-24T01:00:00.000Z', 'JAKARTA', 'ARRIVED AT HUB'],
      ['2026-11-24T01:00:00.000Z', 'BEKASI', 'ARRIVED AT HUB'],
      ['2026-11-25T00:00:00.000Z', null, 'WITH DELIVERY COURIER'],
    ]);
  });

  it('takes text up to 300 characters, and a reply of 500 events', async () => {
    const long = 'A'.repeat(300);
    stub.parcels.set(AWB, {
      mode: 'in_transit',
      events: Array.from({ length: 500 }, (_, i) =>
        event(
          '2026-11-24',
          `${String(Math.floor(i / 60)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}`,
          long,
          long,
        ),
      ),
    });
    expect((await found(track())).events).toHaveLength(500);
  });

  it.each([
    ['a date that does not exist', [event('2026-02-30', '10:00', 'PICKED UP')]],
    ['a time past midnight', [event('2026-11-23', '24:10', 'PICKED UP')]],
    ['a date written another way', [event('23-11-2026', '10:00', 'PICKED UP')]],
    ['an event with no time', [event('2026-11-23', '', 'PICKED UP')]],
    ['an event with no text', [event('2026-11-23', '10:00', '   ')]],
    ['a text longer than 300 characters', [event('2026-11-23', '10:00', 'A'.repeat(301))]],
    ['a place longer than 300 characters', [event('2026-11-23', '10:00', 'PICKED UP', 'B'.repeat(301))]],
    ['more than 500 events', Array.from({ length: 501 }, () => event('2026-11-23', '10:00', 'PICKED UP'))],
  ])('refuses the whole reply for %s', async (_case, events) => {
    stub.parcels.set(AWB, { mode: 'in_transit', events });
    const error = await failure(track());
    expect(error).toBeInstanceOf(RajaOngkirError);
    expect(error.message).toBe('HTTP 200: malformed tracking reply');
  });
});

/** A valid waybill in `data`, to change one field of. */
const waybill = (overrides: Record<string, unknown> = {}) => ({
  delivered: false,
  summary: { waybill_number: AWB, status: 'ON PROCESS' },
  details: {},
  delivery_status: { status: 'ON PROCESS', pod_receiver: '', pod_date: '', pod_time: '' },
  manifest: [
    {
      manifest_code: 1,
      manifest_description: 'PICKED UP',
      manifest_date: '2026-11-23',
      manifest_time: '10:15',
      city_name: null,
    },
  ],
  ...overrides,
});

describe('the waybill’s own fields', () => {
  it('reads delivered from the proof of delivery’s status, and its time from the proof', async () => {
    stub.parcels.set(AWB, {
      mode: 'in_transit',
      data: waybill({
        delivery_status: { status: 'DELIVERED', pod_receiver: ' ANDI ', pod_date: '2026-11-24', pod_time: '19:05' },
      }),
    });
    expect(await found(track())).toMatchObject({
      state: 'delivered',
      receiver: 'ANDI',
      deliveredAt: '2026-11-24T12:05:00.000Z',
      events: [{ at: '2026-11-23T03:15:00.000Z', place: null, text: 'PICKED UP', code: '1' }],
    });
  });

  it('does not read a failed delivery as a delivery', async () => {
    stub.parcels.set(AWB, {
      mode: 'in_transit',
      data: waybill({
        delivery_status: { status: 'NOT DELIVERED', pod_receiver: null, pod_date: null, pod_time: null },
      }),
    });
    expect((await found(track())).state).toBe('in_transit');
  });

  it('calls a parcel back at the shop returned, even when the courier calls that delivered', async () => {
    stub.parcels.set(AWB, {
      mode: 'in_transit',
      data: waybill({ delivered: true, summary: { waybill_number: AWB, status: 'RETURN TO SHIPPER' } }),
    });
    expect((await found(track())).state).toBe('returned');
  });

  it.each([
    ['delivered is not a boolean', waybill({ delivered: 'ya' })],
    ['an event’s text is a number', waybill({ manifest: [{ ...waybill().manifest[0], manifest_description: 7 }] })],
    ['the manifest is not a list', waybill({ manifest: { 0: waybill().manifest[0] } })],
    [
      'an unreadable delivery time',
      waybill({ delivery_status: { status: 'DELIVERED', pod_date: 'kemarin', pod_time: '10:00' } }),
    ],
  ])('refuses a reply where %s', async (_case, data) => {
    stub.parcels.set(AWB, { mode: 'in_transit', data });
    expect((await failure(track())).message).toBe('HTTP 200: malformed tracking reply');
  });

  it('refuses an answer about another waybill', async () => {
    stub.parcels.set(AWB, { mode: 'in_transit', data: waybill({ summary: { waybill_number: 'JP9999999999' } }) });
    expect((await failure(track())).message).toBe('HTTP 200: a tracking reply for another waybill');
    stub.parcels.set(AWB, { mode: 'in_transit', data: waybill({ summary: { waybill_number: ' jp1234567890 ' } }) });
    expect((await found(track())).state).toBe('in_transit');
  });
});

describe('a provider answering otherwise than the stub', () => {
  let server: http.Server;
  let reply: { status: number; body: unknown } = { status: 200, body: {} };
  let baseUrl: string;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        const key = String(req.headers.key);
        const text = JSON.stringify(reply.body).replaceAll('{{key}}', key);
        res.writeHead(reply.status, { 'content-type': 'application/json' });
        res.end(text);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  const ask = (courier = 'jnt') =>
    rajaOngkirTracker({ apiKey: API_KEY, baseUrl }).track({ awb: AWB, courier }, patient());
  const meta = (code: number, message: string) => ({ message, code, status: code < 400 ? 'success' : 'error' });

  it('reads "not found" in the envelope of an HTTP 200 as not found', async () => {
    reply = { status: 200, body: { meta: meta(404, 'Waybill not found'), data: null } };
    expect(await ask()).toEqual({ found: false });
  });

  it('refuses a success with no waybill in it', async () => {
    reply = { status: 200, body: { meta: meta(200, 'Success Tracking AWB'), data: null } };
    expect((await failure(ask())).message).toBe('HTTP 200: malformed tracking reply');
  });

  it('reads an HTTP 400 asking for the phone number as the phone being required', async () => {
    reply = { status: 400, body: { meta: meta(400, 'The last phone number field is required.'), data: null } };
    expect(await failure(ask('jne'))).toBeInstanceOf(TrackingPhoneRequired);
  });

  it('never writes the api key into an error, even when the provider echoes it', async () => {
    reply = { status: 400, body: { meta: meta(400, 'key {{key}} is not allowed to track'), data: null } };
    const echoed = await failure(ask());
    expect(echoed).toBeInstanceOf(RajaOngkirError);
    expect(echoed.message).toBe('HTTP 400: key [key] is not allowed to track');

    const messages = [echoed.message];
    for (const mode of ['phone_required', 'down', 'malformed', 'not_json'] as const) {
      stub.trackMode = mode;
      messages.push((await failure(track(JNE_AWB, 'jne', '67890'))).message);
    }
    stub.trackMode = 'hang';
    messages.push((await failure(track(AWB, 'jnt', undefined, AbortSignal.timeout(50)))).message);
    const wrongKey = rajaOngkirTracker({ apiKey: `${API_KEY}-old`, baseUrl: stub.baseUrl });
    messages.push((await failure(wrongKey.track({ awb: AWB, courier: 'jnt' }, patient()))).message);
    const nobody = rajaOngkirTracker({ apiKey: API_KEY, baseUrl: 'http://127.0.0.1:1/api/v1' });
    messages.push((await failure(nobody.track({ awb: AWB, courier: 'jnt' }, patient()))).message);

    expect(messages).toHaveLength(8);
    for (const message of messages) expect(message).not.toContain(API_KEY);
    expect(messages.at(-2)).toBe('HTTP 401: Invalid Api key, key not found');
    expect(messages.at(-1)).toMatch(/^request failed: TypeError/);
  });
});
