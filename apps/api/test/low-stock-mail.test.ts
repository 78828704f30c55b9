import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Services } from '../src/app.js';
import { makeProduct } from './support/catalog.js';
import { setVariants } from './support/variants.js';
import { createTestApp, outbox, type TestApp } from './support/test-app.js';

/**
 * The owner's daily low-stock mail (issue 30, decision 044): once per WIB day from 07:00, through the outbox, by one
 * instance of several sharing the database, listing the switched-on variants of listed products at or below their
 * product's threshold.
 */
let t: TestApp;
let other: Services;
const NOTIFY = 'gudang@boneka.id';

beforeAll(async () => {
  t = await createTestApp({ SHOP_NOTIFY_EMAIL: NOTIFY });
  other = (await t.anotherInstance()).services;
});
afterAll(async () => t?.close());

const lowMails = () =>
  t.behindTheApp((db) =>
    db
      .selectFrom('notifications')
      .select(['id', 'recipient', 'subject', 'text_body', 'html_body'])
      .where('template', '=', 'low_stock_daily')
      .orderBy('id')
      .execute(),
  );
/** Sets the shop's clock (both instances share it). */
const at = (iso: string) => t.clock.advance(Date.parse(iso) - t.clock.now().getTime());
/** Both instances tick at the same moment. */
const bothTick = () => Promise.all([t.services.lowStock.mailIfDue(), other.lowStock.mailIfDue()]);

describe('the daily low-stock mail', () => {
  let names: Record<'low' | 'atThreshold' | 'plenty' | 'hidden' | 'ownThreshold', string>;

  beforeAll(async () => {
    const low = await makeProduct(t.services, { name: 'Boneka <Kelinci> & Co', stock: 2 });
    const atThreshold = await makeProduct(t.services, { name: 'Beruang Tepat Batas' });
    await setVariants(
      t.services,
      atThreshold.product_id,
      [{ name: 'Warna', values: ['Pink', 'Coklat', 'Abu'] }],
      [
        { options: ['Pink'], sku: 'BTB-PNK', stock: 5 },
        { options: ['Coklat'], sku: 'BTB-CKL', stock: 50 },
        // Switched off: not for sale, so not "low".
        { options: ['Abu'], sku: 'BTB-ABU', stock: 0, is_active: false },
      ],
    );
    const plenty = await makeProduct(t.services, { name: 'Panda Banyak', stock: 6 });
    const hidden = await makeProduct(t.services, { name: 'Boneka Disembunyikan', stock: 0 });
    const ownThreshold = await makeProduct(t.services, { name: 'Jerapah Batas Sendiri', stock: 15 });
    await t.behindTheApp(async (db) => {
      await db.updateTable('products').set({ is_active: false }).where('id', '=', hidden.product_id).execute();
      await db
        .updateTable('products')
        .set({ low_stock_threshold: 20 })
        .where('id', '=', ownThreshold.product_id)
        .execute();
    });
    names = {
      low: low.name,
      atThreshold: atThreshold.name,
      plenty: plenty.name,
      hidden: hidden.name,
      ownThreshold: ownThreshold.name,
    };
  });

  it('waits for 07:00 WIB, then one of two instances queues one mail for the day', async () => {
    // 08:00 UTC is 15:00 WIB on the 21st.
    at('2026-11-20T23:59:00.000Z');
    expect(await bothTick()).toEqual(['not_yet', 'not_yet']);
    at('2026-11-21T00:00:00.000Z');
    expect((await bothTick()).sort()).toEqual(['done_already', 'queued']);
    expect(await bothTick()).toEqual(['done_already', 'done_already']);

    const mails = await lowMails();
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.recipient).toBe(NOTIFY);
    expect(mail!.subject).toBe('Stok menipis: 3 varian (21 November 2026)');
    expect(mail!.text_body).toContain('di bawah atau sama dengan batas stok menipis');
    expect(mail!.text_body).toContain(`- ${names.low}: stok 2, batas 5`);
    expect(mail!.text_body).toContain(`- ${names.atThreshold} — Pink (SKU BTB-PNK): stok 5, batas 5`);
    expect(mail!.text_body).toContain(`- ${names.ownThreshold}: stok 15, batas 20`);
    for (const name of [names.plenty, names.hidden]) expect(mail!.text_body).not.toContain(name);
    expect(mail!.text_body).not.toContain('BTB-CKL');
    expect(mail!.text_body).not.toContain('BTB-ABU');
    expect(mail!.html_body).toContain('Boneka &lt;Kelinci&gt; &amp; Co');

    // Through the outbox: it is sent like every other mail. The instance that queued it has already kicked its own
    // worker, which may hold it mid-send: both drains are waited for, as whichever sends it.
    await Promise.all([t.services.notifications.drain(), other.notifications.drain()]);
    const sent = outbox(t.dataDir).filter((m) => m.to === NOTIFY);
    expect(sent.map((m) => m.subject)).toEqual([mail!.subject]);
  });

  it('goes once per WIB day: the day ends at 17:00 UTC, the next mail waits for 07:00 WIB', async () => {
    at('2026-11-21T16:59:00.000Z');
    expect(await bothTick()).toEqual(['done_already', 'done_already']);
    at('2026-11-21T17:00:00.000Z');
    // 00:00 WIB on the 22nd: a new day, before its hour.
    expect(await bothTick()).toEqual(['not_yet', 'not_yet']);
    at('2026-11-22T03:30:00.000Z');
    expect((await bothTick()).sort()).toEqual(['done_already', 'queued']);
    const mails = await lowMails();
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe('Stok menipis: 3 varian (22 November 2026)');
  });

  it('sends nothing on a day when nothing is low, and says so once', async () => {
    await t.behindTheApp(async (db) => {
      await db.updateTable('product_variants').set({ stock: 100 }).execute();
    });
    at('2026-11-23T01:00:00.000Z');
    expect((await bothTick()).sort()).toEqual(['done_already', 'nothing_low']);
    expect(await bothTick()).toEqual(['done_already', 'done_already']);
    expect(await lowMails()).toHaveLength(2);
    const runs = await t.behindTheApp((db) => db.selectFrom('daily_runs').selectAll().orderBy('wib_day').execute());
    expect(runs.map((r) => [r.wib_day, r.outcome])).toEqual([
      ['2026-11-21', 'mailed 3 variants'],
      ['2026-11-22', 'mailed 3 variants'],
      ['2026-11-23', 'nothing low'],
    ]);
  });
});
