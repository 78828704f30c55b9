import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUESTION_MAX, QUESTION_REPORTS_TO_HIDE, QUESTIONS_OPEN_PER_PRODUCT, QUESTIONS_PER_DAY } from '@boneka/shared';
import { send, signInAdmin, signUp, type SignedIn } from './support/accounts.js';
import { makeProduct } from './support/catalog.js';
import { OWNER } from './support/orders.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * "Diskusi" (issue 44, decision 064): signed-in shoppers ask on a product within limits counted exactly under
 * concurrency; anyone reads the shown questions, newest first; the owner answers (mailing the asker once), edits,
 * hides and shows, each audited; "Laporkan" counts once per account and enough distinct reporters hide a question
 * until the owner looks; new questions mail the owner.
 */
let t: TestApp;
let admin: SignedIn;
let asker: SignedIn;
const NOTIFY = 'toko@boneka.id';

beforeAll(async () => {
  t = await createTestApp({ SHOP_NOTIFY_EMAIL: NOTIFY });
  await t.services.auth.ensureAdmin(OWNER.email, OWNER.password);
  admin = await signInAdmin(t.app, OWNER.email, OWNER.password);
  asker = await signUp(t.app, t.dataDir);
});
afterAll(() => t?.close());

type ShownQuestion = {
  question_id: number;
  question: string;
  asker: string;
  answer: { text: string; answered_at: string } | null;
};

const ask = (productId: number, question: string, who: SignedIn | null = asker) =>
  send(t.app, {
    method: 'POST',
    url: `/api/discussions/product/${productId}`,
    token: who?.accessToken,
    payload: { question },
  });
const shown = async (productId: number, query = '') => {
  const res = await send(t.app, { method: 'GET', url: `/api/discussions/product/${productId}${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { questions: ShownQuestion[]; pagination: { total: number } };
};
const owner = (method: 'PUT' | 'POST', url: string, payload?: object) =>
  send(t.app, { method, url: `/api/admin/discussions${url}`, token: admin.accessToken, payload });
const report = (questionId: number, who: SignedIn) =>
  send(t.app, { method: 'POST', url: `/api/discussions/${questionId}/report`, token: who.accessToken });
const mails = (template: string) =>
  t.behindTheApp((db) =>
    db
      .selectFrom('notifications')
      .select(['recipient', 'subject', 'text_body'])
      .where('template', '=', template)
      .orderBy('id')
      .execute(),
  );
const auditOf = (action: string) =>
  t.behindTheApp((db) =>
    db.selectFrom('audit_log').select(['actor_user_id', 'target', 'details']).where('action', '=', action).execute(),
  );
const questionCount = (userId: number) =>
  t.behindTheApp(async (db) =>
    Number(
      (
        await db
          .selectFrom('product_questions')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow()
      ).n,
    ),
  );

describe('asking', () => {
  it('anonymous callers cannot ask (401); an unknown product is 404', async () => {
    const product = await makeProduct(t.services);
    expect((await ask(product.product_id, 'Apakah bisa dicuci mesin?', null)).statusCode).toBe(401);
    expect((await ask(2_000_000_000, 'Apakah bisa dicuci mesin?')).statusCode).toBe(404);
    expect((await send(t.app, { method: 'GET', url: '/api/discussions/product/2000000000' })).statusCode).toBe(404);
  });

  it('refuses too short, too long and HTML questions with 400', async () => {
    const product = await makeProduct(t.services);
    for (const text of ['Ada?', 'a'.repeat(QUESTION_MAX + 1), 'Ukurannya <img src=x onerror=alert(1)> berapa?']) {
      const res = await ask(product.product_id, text);
      expect(res.statusCode, text).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: expect.any(String), message: expect.any(String) });
    }
    expect((await shown(product.product_id)).questions).toEqual([]);
  });

  it('a question shows on the product at once, newest first, paginated, and mails the owner', async () => {
    const product = await makeProduct(t.services, { name: 'Boneka Kelinci Tanya' });
    const before = (await mails('question_asked')).length;
    // Read (and cache) the list first: a new question must drop it.
    expect((await shown(product.product_id)).questions).toEqual([]);
    const other = await signUp(t.app, t.dataDir, { firstName: 'Budi', lastName: 'Santoso' });
    for (const [who, text] of [
      [asker, 'Apakah bisa dicuci mesin?'],
      [other, 'Ukurannya berapa cm, kak?'],
    ] as const) {
      t.clock.advance(1000);
      expect((await ask(product.product_id, text, who)).statusCode).toBe(201);
    }
    const list = await shown(product.product_id);
    expect(list.questions.map((q) => q.question)).toEqual(['Ukurannya berapa cm, kak?', 'Apakah bisa dicuci mesin?']);
    expect(list.questions[0]).toMatchObject({ asker: 'B***i S.', asker_id: other.user.id, answer: null });
    expect(list.pagination.total).toBe(2);
    expect((await shown(product.product_id, '?page=2&limit=1')).questions.map((q) => q.question)).toEqual([
      'Apakah bisa dicuci mesin?',
    ]);
    const queued = (await mails('question_asked')).slice(before);
    expect(queued).toHaveLength(2);
    expect(queued.every((m) => m.recipient === NOTIFY && m.subject.includes('Boneka Kelinci Tanya'))).toBe(true);
    expect(queued[0]!.text_body).toContain('/admin/diskusi');
  });
});

describe('limits, counted exactly when requests arrive together', () => {
  it(`at most ${QUESTIONS_OPEN_PER_PRODUCT} open questions per product: two sent at once for the last place, one passes`, async () => {
    const who = await signUp(t.app, t.dataDir);
    const product = await makeProduct(t.services);
    for (let i = 1; i < QUESTIONS_OPEN_PER_PRODUCT; i++)
      expect((await ask(product.product_id, `Pertanyaan nomor ${i} ya kak`, who)).statusCode).toBe(201);
    const both = await Promise.all([
      ask(product.product_id, 'Pertanyaan bersamaan A', who),
      ask(product.product_id, 'Pertanyaan bersamaan B', who),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    expect(both.find((r) => r.statusCode === 422)!.json()).toMatchObject({ code: 'TOO_MANY_OPEN_QUESTIONS' });
    expect(await questionCount(who.user.id)).toBe(QUESTIONS_OPEN_PER_PRODUCT);

    // An answered question is no longer open: room for one more.
    const first = (await shown(product.product_id)).questions.at(-1)!;
    expect((await owner('PUT', `/${first.question_id}/answer`, { answer: 'Bisa, kak.' })).statusCode).toBe(200);
    expect((await ask(product.product_id, 'Satu lagi setelah dijawab', who)).statusCode).toBe(201);
  });

  it(`at most ${QUESTIONS_PER_DAY} questions in 24 hours: of ${QUESTIONS_PER_DAY + 4} at once, exactly ${QUESTIONS_PER_DAY} pass`, async () => {
    const who = await signUp(t.app, t.dataDir);
    const products = [];
    for (let i = 0; i < QUESTIONS_PER_DAY + 4; i++) products.push((await makeProduct(t.services)).product_id);
    const replies = await Promise.all(products.map((id) => ask(id, 'Apakah stoknya masih ada?', who)));
    const codes = replies.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(QUESTIONS_PER_DAY);
    expect(codes.filter((c) => c === 429)).toHaveLength(4);
    const refused = replies.find((r) => r.statusCode === 429)!;
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_QUESTIONS' });
    // All were asked at this instant: room comes back in a day.
    expect(refused.headers['retry-after']).toBe(String(24 * 3600));
    expect(await questionCount(who.user.id)).toBe(QUESTIONS_PER_DAY);

    // A day later for these questions (moving the shop's clock a day would end every session of this file).
    const dayAgo = new Date(t.clock.now().getTime() - 24 * 3_600_000 - 1000).toISOString();
    await t.behindTheApp((db) =>
      db.updateTable('product_questions').set({ created_at: dayAgo }).where('user_id', '=', who.user.id).execute(),
    );
    expect((await ask(products[0]!, 'Sehari kemudian, masih ada?', who)).statusCode).toBe(201);
  });
});

describe('the owner answers, hides and shows', () => {
  let productId: number;
  let questionId: number;

  beforeAll(async () => {
    productId = (await makeProduct(t.services, { name: 'Boneka Jerapah Jawab' })).product_id;
    const res = await ask(productId, 'Bahannya apa ya, kak?');
    questionId = res.json().data.question_id;
  });

  it('only the owner may answer, hide or list (shopper 403, anonymous 401)', async () => {
    const asShopper = { token: asker.accessToken };
    expect(
      (
        await send(t.app, {
          method: 'PUT',
          url: `/api/admin/discussions/${questionId}/answer`,
          payload: { answer: 'x' },
          ...asShopper,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await send(t.app, { method: 'POST', url: `/api/admin/discussions/${questionId}/hide`, ...asShopper }))
        .statusCode,
    ).toBe(403);
    expect((await send(t.app, { method: 'GET', url: '/api/admin/discussions' })).statusCode).toBe(401);
  });

  it('the answer shows under the question at once, is audited and mails the asker once; an edit replaces it', async () => {
    expect((await shown(productId)).questions[0]!.answer).toBeNull();
    const res = await owner('PUT', `/${questionId}/answer`, { answer: 'Bahannya velboa, kak.' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await shown(productId)).questions[0]!.answer).toEqual({
      text: 'Bahannya velboa, kak.',
      answered_at: t.clock.now().toISOString(),
    });
    t.clock.advance(60_000);
    expect((await owner('PUT', `/${questionId}/answer`, { answer: 'Bahannya velboa lembut, kak.' })).statusCode).toBe(
      200,
    );
    expect((await shown(productId)).questions[0]!.answer?.text).toBe('Bahannya velboa lembut, kak.');

    const sent = (await mails('question_answered')).filter((m) => m.recipient === asker.email);
    expect(sent.filter((m) => m.text_body.includes('Bahannya apa ya'))).toHaveLength(1);
    expect(sent.at(-1)!.text_body).toContain(`/product/${productId}`);
    const detail = JSON.stringify({ question_id: questionId });
    expect(await auditOf('question.answer')).toContainEqual({
      actor_user_id: admin.user.id,
      target: `product:${productId}`,
      details: detail,
    });
    expect(await auditOf('question.answer_edit')).toContainEqual({
      actor_user_id: admin.user.id,
      target: `product:${productId}`,
      details: detail,
    });
    expect((await owner('PUT', `/${questionId}/answer`, { answer: '<b>tebal</b>' })).statusCode).toBe(400);
    expect((await owner('PUT', '/2000000000/answer', { answer: 'Ada' })).statusCode).toBe(404);
  });

  it('a hidden question leaves the page; shown again it returns; both audited', async () => {
    const hide = await owner('POST', `/${questionId}/hide`);
    expect(hide.statusCode, hide.body).toBe(200);
    expect(hide.json().data).toMatchObject({ question_id: questionId, hidden: 'owner' });
    expect((await shown(productId)).questions.map((q) => q.question_id)).not.toContain(questionId);
    expect((await shown(productId)).pagination.total).toBe(0);
    const show = await owner('POST', `/${questionId}/show`);
    expect(show.json().data.hidden).toBeNull();
    expect((await shown(productId)).questions.map((q) => q.question_id)).toContain(questionId);
    expect(await auditOf('question.hide')).toHaveLength(1);
    expect(await auditOf('question.show')).toHaveLength(1);
  });
});

describe('Laporkan', () => {
  it('one report per account (twice: 409, own question: 422), however many are sent at once', async () => {
    const productId = (await makeProduct(t.services)).product_id;
    const questionId = (await ask(productId, 'Pertanyaan yang dilaporkan')).json().data.question_id;
    expect((await report(questionId, asker)).statusCode).toBe(422);
    const reporter = await signUp(t.app, t.dataDir);
    const replies = await Promise.all(Array.from({ length: 5 }, () => report(questionId, reporter)));
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const row = await t.behindTheApp((db) =>
      db
        .selectFrom('product_questions')
        .select(['report_count', 'hidden'])
        .where('id', '=', questionId)
        .executeTakeFirstOrThrow(),
    );
    expect(row).toEqual({ report_count: 1, hidden: null });
    expect((await send(t.app, { method: 'POST', url: `/api/discussions/${questionId}/report` })).statusCode).toBe(401);
  });

  it(`${QUESTION_REPORTS_TO_HIDE} distinct reporters at once hide it until the owner looks; it is in the owner's "Dilaporkan" tab`, async () => {
    const productId = (await makeProduct(t.services)).product_id;
    const questionId = (await ask(productId, 'Pertanyaan kasar yang dilaporkan')).json().data.question_id;
    const reporters = [];
    for (let i = 0; i < QUESTION_REPORTS_TO_HIDE; i++) reporters.push(await signUp(t.app, t.dataDir));
    expect((await report(questionId, reporters[0]!)).statusCode).toBe(200);
    expect((await shown(productId)).questions.map((q) => q.question_id)).toContain(questionId);
    const rest = await Promise.all(reporters.slice(1).map((r) => report(questionId, r)));
    expect(rest.map((r) => r.statusCode)).toEqual(reporters.slice(1).map(() => 200));
    expect((await shown(productId)).questions.map((q) => q.question_id)).not.toContain(questionId);
    // Hidden, it cannot be found to report.
    expect((await report(questionId, await signUp(t.app, t.dataDir))).statusCode).toBe(404);

    const tab = async (name: string) => {
      const res = await send(t.app, {
        method: 'GET',
        url: `/api/admin/discussions?tab=${name}&limit=50`,
        token: admin.accessToken,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.questions as {
        question_id: number;
        hidden: string | null;
        new_reports: number;
        report_count: number;
      }[];
    };
    expect((await tab('reported')).find((q) => q.question_id === questionId)).toMatchObject({
      hidden: 'reports',
      report_count: QUESTION_REPORTS_TO_HIDE,
      new_reports: QUESTION_REPORTS_TO_HIDE,
    });
    expect((await tab('unanswered')).map((q) => q.question_id)).toContain(questionId);
    // The owner looks and shows it again: no longer reported, back on the page.
    expect((await owner('POST', `/${questionId}/show`)).statusCode).toBe(200);
    expect((await tab('reported')).map((q) => q.question_id)).not.toContain(questionId);
    expect((await tab('all')).map((q) => q.question_id)).toContain(questionId);
    expect((await shown(productId)).questions.map((q) => q.question_id)).toContain(questionId);
    expect(
      (await send(t.app, { method: 'GET', url: '/api/admin/discussions?tab=x', token: admin.accessToken })).statusCode,
    ).toBe(400);
  });
});
