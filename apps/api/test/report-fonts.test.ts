import { afterAll, beforeAll, expect, it } from 'vitest';
import { send, signInAdmin, signUp } from './support/accounts.js';
import { makeOrder, makeProduct } from './support/catalog.js';
import { pdfText } from './support/pdf.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

it('writes customer and product names in any script the fonts cover: Polish, Chinese, Cyrillic', async () => {
  await t.services.auth.ensureAdmin('owner@boneka.id', 'Owner-Boneka-2026');
  const admin = await signInAdmin(t.app, 'owner@boneka.id', 'Owner-Boneka-2026');
  const customer = await signUp(t.app, t.dataDir, { firstName: 'Łukasz', lastName: '张伟' });
  const product = await makeProduct(t.services, { name: 'Мишка Boneka 熊猫' });
  await makeOrder(t.services, customer.user.id, [product.product_id]);

  const res = await send(t.app, { method: 'GET', url: '/api/admin/reports/dashboard.pdf', token: admin.accessToken });
  expect(res.statusCode).toBe(200);
  const { text } = pdfText(res.rawPayload);
  expect(text).toContain('Łukasz 张伟');
  expect(text).toContain('Мишка Boneka 熊猫');
  expect(text).toContain('LAPORAN ADMIN');
});
