import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatRupiah } from '@boneka/shared';
import { send, signUp, type SignedIn } from './support/accounts.js';
import { makeProduct } from './support/catalog.js';
import { BANDUNG_ADDRESS, orderingShop, payByTransfer, placeOrder } from './support/orders.js';
import type { TestApp } from './support/test-app.js';
import { makeProductWithVariants } from './support/variants.js';

/**
 * Shipping labels (issue 30, decision 043): the owner prints one label per order, A6 or four to an A4 sheet. Each
 * PDF is read back as a packer and a courier would: its text through poppler's `pdftotext`, its pages through
 * `pdfinfo`, its barcode through `pdftoppm` at 300 dpi and zbar's `zbarimg`.
 */
let t: TestApp;
let admin: SignedIn;
let shopper: SignedIn;
let shipping: { courier: string; service: string; cost: number };
const dir = mkdtempSync(path.join(tmpdir(), 'boneka-labels-'));

beforeAll(async () => {
  ({ t, admin, shopper, shipping } = await orderingShop({
    ORDER_CREATES_PER_MINUTE: '100000',
    ORDER_CREATES_PER_HOUR: '100000',
    ORDER_MAX_OPEN_UNPAID: '1000',
    ORDER_MAX_OPEN_UNPAID_RUPIAH: '1000000000',
  }));
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

// ---- reading a PDF back -------------------------------------------------------------------------------------------

let files = 0;
function saved(pdf: Buffer): string {
  files += 1;
  const file = path.join(dir, `labels-${files}.pdf`);
  writeFileSync(file, pdf);
  return file;
}
const run = (command: string, args: string[]) => execFileSync(command, args, { encoding: 'utf8' });
/** One page's text, laid out as printed. */
const pageText = (file: string, page: number) =>
  run('pdftotext', ['-layout', '-f', String(page), '-l', String(page), file, '-']);
/** Lines of text squeezed to single spaces, to find phrases whatever the columns. */
const squeezed = (text: string) => text.split('\n').map((line) => line.replace(/\s+/g, ' ').trim());
function pdfInfo(file: string) {
  const info = run('pdfinfo', [file]);
  const size = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(info)!;
  return { pages: Number(/Pages:\s+(\d+)/.exec(info)![1]), width: Number(size[1]), height: Number(size[2]) };
}
/** What zbar reads from the page rendered at 300 dpi; null when it finds no barcode (its exit status 4). */
function barcodesOn(file: string, page: number): string | null {
  const prefix = path.join(dir, `page-${files}-${page}`);
  execFileSync('pdftoppm', ['-r', '300', '-png', '-singlefile', '-f', String(page), '-l', String(page), file, prefix]);
  try {
    return execFileSync('zbarimg', ['--raw', '-q', `${prefix}.png`], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch (error) {
    if ((error as { status?: number }).status === 4) return null;
    throw error;
  }
}
interface Word {
  page: number;
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}
/** Every word with its box on its page, in points from the top left (`pdftotext -bbox`). */
function wordsOf(file: string): Word[] {
  const html = run('pdftotext', ['-bbox', file, '-']);
  const words: Word[] = [];
  html
    .split('<page ')
    .slice(1)
    .forEach((page, i) => {
      for (const m of page.matchAll(
        /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
      )) {
        words.push({ page: i + 1, text: m[5]!, xMin: +m[1]!, yMin: +m[2]!, xMax: +m[3]!, yMax: +m[4]! });
      }
    });
  return words;
}

// ---- orders through the real API ----------------------------------------------------------------------------------

const labels = (query: string, who: SignedIn | null = admin, headers: Record<string, string> = {}) =>
  send(t.app, {
    method: 'GET',
    url: `/api/orders/admin/labels.pdf${query}`,
    headers,
    ...(who ? { token: who.accessToken } : {}),
  });
const asAdmin = (method: 'PUT' | 'GET', url: string, payload?: Record<string, unknown>) =>
  send(t.app, { method, url, token: admin.accessToken, ...(payload === undefined ? {} : { payload }) });

let addresses = 0;
/** A delivery address of the shopper's in Kota Bandung with this recipient. */
async function addressFor(
  recipientName: string,
  streetAddress = BANDUNG_ADDRESS.streetAddress,
  phone = '081298765432',
) {
  addresses += 1;
  const res = await send(t.app, {
    method: 'POST',
    url: '/auth/addresses',
    token: shopper.accessToken,
    payload: {
      ...BANDUNG_ADDRESS,
      label: `Alamat ${addresses}`,
      recipientName,
      streetAddress,
      phoneNumber: phone,
      isDefault: false,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().address.id as number;
}

let bear: Awaited<ReturnType<typeof makeProductWithVariants>>;
let rabbit: Awaited<ReturnType<typeof makeProduct>>;
async function catalogue() {
  bear ??= await makeProductWithVariants(
    t.services,
    [
      { name: 'Ukuran', values: ['30 cm', '50 cm'] },
      { name: 'Warna', values: ['Pink'] },
    ],
    [
      { options: ['30 cm', 'Pink'], sku: 'BB-30-PK', price: 95_000, stock: 500 },
      { options: ['50 cm', 'Pink'], sku: 'BB-50-PK', price: 150_000, stock: 500 },
    ],
    { name: 'Boneka Beruang' },
  );
  rabbit ??= await makeProduct(t.services, { name: 'Boneka Kelinci', price: 60_000, stock: 500 });
  return { bear, rabbit };
}

interface Placed {
  id: number;
  number: string;
  total: number;
  token: string;
}
/**
 * An order of 2 × Boneka Beruang 50 cm / Pink and 1 × Boneka Kelinci to `addressId`, paid by transfer (then
 * processing) or COD (moved to processing), and shipped with `resi` when given.
 */
async function orderTo(
  addressId: number,
  {
    cod = false,
    resi,
    items,
    notes,
  }: { cod?: boolean; resi?: string; items?: Record<string, unknown>[]; notes?: string } = {},
): Promise<Placed> {
  const { bear: b, rabbit: r } = await catalogue();
  const res = await placeOrder(t.app, shopper, {
    address_id: addressId,
    payment_method: cod ? 'COD (Bayar di Tempat)' : 'Transfer Bank',
    items: items ?? [
      { product_id: b.product_id, variant_id: b.variants[1]!.variant_id, quantity: 2 },
      { product_id: r.product_id, quantity: 1 },
    ],
    shipping: { courier: shipping.courier, service: shipping.service },
    ...(notes === undefined ? {} : { notes }),
  });
  expect(res.statusCode, res.body).toBe(201);
  const data = res.json().data as {
    order_id: number;
    order_number: string;
    total_amount: number;
    secure_token: string;
  };
  if (cod)
    expect((await asAdmin('PUT', `/api/orders/${data.order_id}/status`, { status: 'processing' })).statusCode).toBe(
      200,
    );
  else await payByTransfer(t.app, admin, shopper, data);
  if (resi) {
    const shipped = await asAdmin('PUT', `/api/orders/${data.order_id}/status`, {
      status: 'shipped',
      tracking_number: resi,
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
  }
  return { id: data.order_id, number: data.order_number, total: data.total_amount, token: data.secure_token };
}

// ---- the labels ---------------------------------------------------------------------------------------------------

describe('five orders on labels', () => {
  let chinese: Placed;
  let accented: Placed;
  let waiting: Placed;
  let codWaiting: Placed;
  let plain: Placed;
  /** The labels in the order they are asked for (not the orders' own). */
  let asked: { order: Placed; name: string; resi: string | null; cod: boolean }[];

  beforeAll(async () => {
    chinese = await orderTo(await addressFor('王小明', 'Jl. Setiabudi No. 12, Kel. Gegerkalong', '081211112222'), {
      cod: true,
      resi: 'JNE0012345678901',
    });
    accented = await orderTo(await addressFor('Zoë Ñúñez Hernández', 'Jl. Dago No. 7, Kel. Lebakgede'), {
      resi: 'JP1234567890',
    });
    waiting = await orderTo(await addressFor('Siti Rahayu', 'Jl. Cihampelas No. 3'));
    codWaiting = await orderTo(await addressFor('Budi Santoso', 'Jl. Riau No. 21'), { cod: true });
    plain = await orderTo(await addressFor('Agus Wibowo', 'Jl. Braga No. 8'), { resi: 'SPXID0123456789' });
    asked = [
      { order: waiting, name: 'Siti Rahayu', resi: null, cod: false },
      { order: chinese, name: '王小明', resi: 'JNE0012345678901', cod: true },
      { order: plain, name: 'Agus Wibowo', resi: 'SPXID0123456789', cod: false },
      { order: accented, name: 'Zoë Ñúñez Hernández', resi: 'JP1234567890', cod: false },
      { order: codWaiting, name: 'Budi Santoso', resi: null, cod: true },
    ];
  });
  const ids = () => asked.map((a) => a.order.id).join(',');

  it('A6: one label a page, in the order asked, each with its recipient, address, resi, COD amount and items', async () => {
    const res = await labels(`?ids=${ids()}&layout=a6`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    // The test clock stands at 2026-11-21 15:00 WIB.
    expect(res.headers['content-disposition']).toBe('attachment; filename="Label-A6-2026-11-21-5-pesanan.pdf"');
    expect(res.headers['cache-control']).toBe('no-store');
    const file = saved(res.rawPayload);
    expect(pdfInfo(file)).toEqual({ pages: 5, width: 297.64, height: 419.53 });

    for (const [i, label] of asked.entries()) {
      const lines = squeezed(pageText(file, i + 1));
      const text = lines.join('\n');
      expect(lines, label.name).toContain(label.name);
      expect(text).toContain(label.order.number);
      expect(lines).toContain('Kec. Sukasari, Kota Bandung');
      expect(lines).toContain('Jawa Barat 40154');
      expect(text).toContain('PENERIMA');
      expect(text).toContain('PENGIRIM');
      expect(text).toContain('Boneka Shop · +62 812-3456-7890');
      expect(text).toContain('Jl. Braga No. 45, Sumur Bandung, Kota Bandung, Jawa Barat 40111');
      expect(text).toContain(`${shipping.courier.toUpperCase()} ${shipping.service}`);
      expect(lines).toContain('2× Boneka Beruang — 50 cm / Pink · SKU BB-50-PK');
      expect(lines).toContain('1× Boneka Kelinci');
      expect(text).toContain('ISI PAKET · 2 jenis, 3 pcs');
      // 2 × 1 kg and 1 × 1 kg, as the variants weighed when ordered; no note was written.
      expect(text).toContain('ISI PAKET · 2 jenis, 3 pcs · BERAT 3 kg');
      expect(text).not.toContain('CATATAN PEMBELI');
      if (label.cod) expect(lines).toContain(`Tagih COD: ${formatRupiah(label.order.total)}`);
      else {
        expect(text).not.toContain('Tagih COD');
        expect(text).toContain('NON-COD');
      }
      if (label.resi) {
        expect(text.replace(/ /g, '')).toContain(label.resi);
        expect(barcodesOn(file, i + 1), label.name).toBe(label.resi);
      } else {
        expect(lines).toContain('Resi: belum ada');
        expect(barcodesOn(file, i + 1), label.name).toBeNull();
      }
    }
    // Each street as the shopper wrote it (the kelurahan in it), on its own recipient's label.
    expect(squeezed(pageText(file, 2))).toContain('Jl. Setiabudi No. 12, Kel. Gegerkalong');
    expect(squeezed(pageText(file, 2))).toContain('081211112222');
    expect(squeezed(pageText(file, 4))).toContain('Jl. Dago No. 7, Kel. Lebakgede');
  });

  it('A4: four labels a sheet, each within its own quarter, the fifth on a second sheet', async () => {
    const res = await labels(`?ids=${ids()}&layout=a4`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="Label-A4-2026-11-21-5-pesanan.pdf"');
    const file = saved(res.rawPayload);
    expect(pdfInfo(file)).toEqual({ pages: 2, width: 595.28, height: 841.89 });
    const words = wordsOf(file);
    for (const [i, label] of asked.entries()) {
      const page = Math.floor(i / 4) + 1;
      const [left, top] = [(i % 2) * 297.64, (Math.floor(i / 2) % 2) * 420.945];
      const number = words.filter((w) => w.text === label.order.number);
      expect(number, label.order.number).toHaveLength(1);
      expect(number[0]!.page).toBe(page);
      expect(number[0]!.xMin).toBeGreaterThan(left);
      expect(number[0]!.xMax).toBeLessThan(left + 297.64);
      expect(number[0]!.yMin).toBeGreaterThan(top);
      expect(number[0]!.yMax).toBeLessThan(top + 420.945);
    }
    const sheet = (page: number) => squeezed(run('pdftotext', ['-f', String(page), '-l', String(page), file, '-']));
    for (const label of asked) expect([...sheet(1), ...sheet(2)]).toContain(label.name);
    expect(barcodesOn(file, 2)).toBeNull();
    // The first sheet's three resi barcodes, read from the page as printed.
    expect(barcodesOn(file, 1)!.split('\n').sort()).toEqual(['JNE0012345678901', 'JP1234567890', 'SPXID0123456789']);
  });

  it('one order: its own file name; in English when the owner reads English', async () => {
    const res = await labels(`?ids=${chinese.id}`, admin, { cookie: 'lang=en' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Label-${chinese.number}.pdf"`);
    const file = saved(res.rawPayload);
    expect(pdfInfo(file).pages).toBe(1);
    const lines = squeezed(pageText(file, 1));
    expect(lines).toContain(`Collect COD: ${formatRupiah(chinese.total)}`);
    expect(lines).toContain('RECIPIENT');
    expect(lines.join('\n')).toContain('CONTENTS · 2 items, 3 pcs');
    expect(lines).toContain('王小明');
  });
});

describe('the buyer’s note and the parcel’s weight', () => {
  it('prints the note above the packing list and the weight the lines were ordered at, in either language', async () => {
    const light = await makeProductWithVariants(
      t.services,
      [{ name: 'Ukuran', values: ['20 cm', '80 cm'] }],
      [
        { options: ['20 cm'], sku: 'KC-20', price: 45_000, stock: 50, weight_grams: 350 },
        { options: ['80 cm'], sku: 'KC-80', price: 210_000, stock: 50, weight_grams: 1250 },
      ],
      { name: 'Boneka Kucing' },
    );
    const gift = await orderTo(await addressFor('Rina Kartika'), {
      notes: 'Tolong bungkus kado,\njangan ada nota harga',
      items: [
        { product_id: light.product_id, variant_id: light.variants[0]!.variant_id, quantity: 2 },
        { product_id: light.product_id, variant_id: light.variants[1]!.variant_id, quantity: 1 },
      ],
    });
    // The owner changes the variant's weight after the order: the parcel weighs what was ordered.
    await t.behindTheApp((db) =>
      db
        .updateTable('product_variants')
        .set({ weight_grams: 5000 })
        .where('product_id', '=', light.product_id)
        .execute(),
    );

    const id = squeezed(pageText(saved((await labels(`?ids=${gift.id}`)).rawPayload), 1));
    const note = id.indexOf('CATATAN PEMBELI');
    expect(note).toBeGreaterThan(-1);
    expect(id[note + 1]).toBe('Tolong bungkus kado, jangan ada nota harga');
    expect(note).toBeLessThan(id.findIndex((line) => line.startsWith('ISI PAKET')));
    expect(id.join('\n')).toContain('ISI PAKET · 2 jenis, 3 pcs · BERAT 1,95 kg');

    const en = squeezed(pageText(saved((await labels(`?ids=${gift.id}`, admin, { cookie: 'lang=en' })).rawPayload), 1));
    expect(en).toContain("BUYER'S NOTE");
    expect(en.join('\n')).toContain('CONTENTS · 2 items, 3 pcs · WEIGHT 1.95 kg');
  });

  it('a note of 500 characters takes two lines at most, cut with an ellipsis, inside the label', async () => {
    const long = `Tolong bungkus kado satu per satu. ${'Jangan ada nota harga di dalam paket ya kak. '.repeat(12)}`;
    const order = await orderTo(await addressFor('Dewi Lestari'), { notes: long.slice(0, 500) });
    const file = saved((await labels(`?ids=${order.id}`)).rawPayload);
    for (const word of wordsOf(file)) {
      expect(word.xMax, word.text).toBeLessThanOrEqual(297.64 - 6);
      expect(word.yMax, word.text).toBeLessThanOrEqual(419.53 - 6);
    }
    const lines = squeezed(pageText(file, 1)).filter(Boolean);
    const note = lines.indexOf('CATATAN PEMBELI');
    expect(lines[note + 1]).toMatch(/^Tolong bungkus kado satu per satu\./);
    expect(lines[note + 2]).toMatch(/…$/);
    expect(lines[note + 3]).toMatch(/^ISI PAKET/);
    expect(lines).toContain('2× Boneka Beruang — 50 cm / Pink · SKU BB-50-PK');
    expect(lines).toContain('1× Boneka Kelinci');
  });
});

describe('a label always fits', () => {
  it('a long name, a 300-character street and 30 lines stay inside the label, the rest counted', async () => {
    const street =
      'Jl. Raya Cibeunying Kidul Nomor 123 Blok C-17, Perumahan Griya Asri Permai Indah Tahap III, RT 011 / RW 007, ' +
      'Kelurahan Sukamaju Baru, dekat Masjid Al-Ikhlas dan warung Bu Sri, pagar hijau, rumah tingkat dua cat kuning, ' +
      'rumah nomor tiga dari ujung gang sebelah pos ronda, titip satpam ya kak';
    expect(street.length).toBeGreaterThan(280);
    expect(street.length).toBeLessThanOrEqual(300);
    const name = `Raden Ayu ${'Kusumawardhani '.repeat(6)}Łukasiewicz`.slice(0, 100);
    const products = [];
    for (let i = 1; i <= 30; i += 1)
      products.push(await makeProduct(t.services, { name: `Boneka Koleksi Nomor ${i}`, price: 10_000, stock: 50 }));
    const long = await orderTo(await addressFor(name, street), {
      cod: true,
      items: products.map((p) => ({ product_id: p.product_id, quantity: 1 })),
    });

    for (const layout of ['a6', 'a4'] as const) {
      const res = await labels(`?ids=${long.id}&layout=${layout}`);
      expect(res.statusCode, res.body).toBe(200);
      const file = saved(res.rawPayload);
      expect(pdfInfo(file).pages, layout).toBe(1);
      // Inside the label's frame (6 pt in from its edges), which on A4 is the top-left quarter.
      const [labelWidth, labelHeight] = [297.64, layout === 'a6' ? 419.53 : 420.945];
      for (const word of wordsOf(file)) {
        expect(word.xMin, word.text).toBeGreaterThanOrEqual(6);
        expect(word.xMax, word.text).toBeLessThanOrEqual(labelWidth - 6);
        expect(word.yMin, word.text).toBeGreaterThanOrEqual(6);
        expect(word.yMax, word.text).toBeLessThanOrEqual(labelHeight - 6);
      }
      const lines = squeezed(pageText(file, 1));
      const text = lines.join('\n');
      // The place names and the postcode are never cut; the street is, at its end.
      expect(lines).toContain('Kec. Sukasari, Kota Bandung');
      expect(lines).toContain('Jawa Barat 40154');
      expect(text).toContain('Jl. Raya Cibeunying Kidul Nomor 123');
      expect(text).not.toContain('titip satpam ya kak');
      expect(text).toContain('…');
      expect(lines).toContain(`Tagih COD: ${formatRupiah(long.total)}`);
      const shown = lines.filter((line) => /^1× Boneka Koleksi Nomor \d+$/.test(line)).length;
      const more = /^\+(\d+) barang lagi \(lihat pesanan\)$/.exec(lines.find((line) => line.startsWith('+')) ?? '');
      expect(shown).toBeGreaterThan(3);
      expect(more, text).not.toBeNull();
      expect(shown + Number(more![1])).toBe(30);
      expect(lines).toContain('1× Boneka Koleksi Nomor 1');
    }
  });
});

describe('what is refused', () => {
  it('anonymous 401, a customer 403', async () => {
    const placed = await orderTo(await addressFor('Dewi Lestari'));
    expect((await labels(`?ids=${placed.id}`, null)).statusCode).toBe(401);
    const res = await labels(`?ids=${placed.id}`, shopper);
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toContain('application/json');
  });

  it.each([
    ['no ids', '', 'ids'],
    ['empty ids', '?ids=', 'ids'],
    ['a word', '?ids=abc', 'ids'],
    ['a number and a word', '?ids=1,x', 'ids'],
    ['an empty place', '?ids=1,,2', 'ids'],
    ['a negative id', '?ids=-1', 'ids'],
    ['zero', '?ids=0', 'ids'],
    ['an id beyond the database integers', '?ids=4294967296', 'ids'],
    ['a decimal', '?ids=1.5', 'ids'],
    ['the same order twice', '?ids=7,8,7', 'ids'],
    ['501 orders', `?ids=${Array.from({ length: 501 }, (_, i) => i + 1).join(',')}`, 'ids'],
    ['a layout that is none', '?ids=1&layout=a5', 'layout'],
  ])('%s → 400', async (_what, query, field) => {
    const res = await labels(query);
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect(body.details.map((d: { path: string }) => d.path)).toContain(field);
  });

  it('says which order is named twice and how many were asked', async () => {
    expect((await labels('?ids=7,8,7')).json().message).toBe('Pesanan disebut lebih dari sekali: 7.');
    // As many as one bulk action takes (issue 43).
    const many = Array.from({ length: 501 }, (_, i) => i + 1).join(',');
    expect((await labels(`?ids=${many}`)).json().message).toBe('Paling banyak 500 label sekali cetak (diminta 501).');
  });

  it('unknown orders → 404 naming each of them, and no PDF', async () => {
    const known = await orderTo(await addressFor('Rina Wijaya'));
    const res = await labels(`?ids=${known.id},999991,999992`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'NOT_FOUND',
      message: 'Pesanan tidak ditemukan: 999991, 999992.',
      details: [
        { path: 'ids', message: 'Pesanan 999991 tidak ada.' },
        { path: 'ids', message: 'Pesanan 999992 tidak ada.' },
      ],
    });
  });

  it('an order awaiting payment, a COD order not yet accepted, a cancelled and a delivered one → 422 naming them', async () => {
    const { bear: b } = await catalogue();
    const place = async (method: string, addressId: number) => {
      const res = await placeOrder(t.app, shopper, {
        address_id: addressId,
        payment_method: method,
        items: [{ product_id: b.product_id, variant_id: b.variants[0]!.variant_id, quantity: 1 }],
        shipping: { courier: shipping.courier, service: shipping.service },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data as { order_id: number; order_number: string };
    };
    const address = await addressFor('Hendra Gunawan');
    const unpaid = await place('Transfer Bank', address);
    const codNew = await place('COD (Bayar di Tempat)', address);
    const cancelled = await place('Transfer Bank', address);
    expect((await asAdmin('PUT', `/api/orders/admin/${cancelled.order_id}/cancel`)).statusCode).toBe(200);
    const delivered = await orderTo(address, { resi: 'JNE9990001112' });
    expect((await asAdmin('PUT', `/api/orders/${delivered.id}/status`, { status: 'delivered' })).statusCode).toBe(200);
    const ready = await orderTo(address);

    const res = await labels(
      `?ids=${ready.id},${unpaid.order_id},${codNew.order_id},${cancelled.order_id},${delivered.id}&layout=a4`,
    );
    expect(res.statusCode, res.body).toBe(422);
    const body = res.json();
    expect(body).toMatchObject({ success: false, code: 'LABEL_NOT_PRINTABLE' });
    expect(body.message).toBe(
      'Label hanya untuk pesanan yang sedang diproses atau dikirim: ' +
        `${unpaid.order_number} masih menunggu pembayaran, ` +
        `${codNew.order_number} belum diproses (tekan Proses dulu), ` +
        `${cancelled.order_number} sudah dibatalkan, ` +
        `${delivered.number} sudah diterima pembeli.`,
    );
    expect(body.details).toHaveLength(4);
    expect(body.message).not.toContain(ready.number);
    // Alone, the order that is ready prints.
    expect((await labels(`?ids=${ready.id}`)).statusCode).toBe(200);
  });

  it('another customer signed in is refused like any customer', async () => {
    const other = await signUp(t.app, t.dataDir);
    expect((await labels('?ids=1', other)).statusCode).toBe(403);
  });
});
