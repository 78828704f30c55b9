import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, ConfigError } from '../src/config.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { send, signInAdmin, signUp } from './support/accounts.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    CORS_ORIGINS: 'https://toko.boneka.id',
    ADMIN_EMAIL: 'owner@boneka.id',
    ADMIN_PASSWORD: 'Owner-Boneka-2026',
  });
  t.app.get('/api/test/explode', async () => {
    throw new Error('SELECT password_hash FROM users at /work/main/apps/api/src/secret.ts:12');
  });
  await t.services.auth.ensureAdmin('owner@boneka.id', 'Owner-Boneka-2026');
});
afterAll(() => t.close());

const internals = /stack|SELECT|password_hash|\/work\/|node_modules|\.ts:\d|fastify|sqlite|postgres/i;

describe('health', () => {
  it('answers /healthz and /readyz', async () => {
    expect((await send(t.app, { method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await send(t.app, { method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('serves the OpenAPI document generated from the schemas', async () => {
    const res = await send(t.app, { method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/auth/login', '/auth/register', '/auth/addresses', '/auth/provinces']),
    );
    expect(JSON.stringify(doc.paths['/auth/register'])).toContain('firstName');
  });
});

describe('error envelope', () => {
  it('answers an unknown API path with a 404 envelope', async () => {
    const res = await send(t.app, { method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, code: 'NOT_FOUND', message: expect.any(String) });
  });

  it('SECURITY 27: malformed JSON is a 400 with no internals', async () => {
    const res = await send(t.app, {
      method: 'POST',
      url: '/auth/login',
      payload: '{"username": "a", ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'INVALID_JSON' });
    expect(res.body).not.toMatch(internals);
  });

  it('SECURITY 27: wrong types are a 400 with details', async () => {
    const res = await send(t.app, { method: 'POST', url: '/auth/login', payload: { username: 42, password: ['x'] } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(
      res
        .json()
        .details.map((d: { path: string }) => d.path)
        .sort(),
    ).toEqual(['password', 'username']);
    expect(res.body).not.toMatch(internals);
  });

  it('SECURITY 27: an unexpected failure is a generic 500', async () => {
    const res = await send(t.app, { method: 'GET', url: '/api/test/explode' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, code: 'INTERNAL_ERROR', message: expect.any(String) });
    expect(res.body).not.toMatch(internals);
  });

  it('SECURITY 26: a 2 MB JSON body is 413', async () => {
    const res = await send(t.app, {
      method: 'POST',
      url: '/auth/login',
      payload: { username: 'x'.repeat(2 * 1024 * 1024), password: 'y' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('SECURITY 26: text/plain to a JSON route is 415', async () => {
    const res = await send(t.app, {
      method: 'POST',
      url: '/auth/login',
      payload: 'username=a&password=b',
      headers: { 'content-type': 'text/plain' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('SECURITY 28: SQL-looking input is just data', async () => {
    for (const username of ["' OR 1=1 --", "admin'--", '1; select pg_sleep(5)', '"; DROP TABLE users; --']) {
      const res = await send(t.app, {
        method: 'POST',
        url: '/auth/login',
        payload: { username, password: 'whatever1' },
      });
      expect(res.statusCode).toBe(401);
    }
    const users = await t.services.database.db.selectFrom('users').select('id').execute();
    expect(users.length).toBeGreaterThan(0);
  });
});

describe('security headers', () => {
  it('SECURITY 12, 24: strict CSP without unsafe-inline scripts, no X-Powered-By, nosniff, no-referrer', async () => {
    const res = await send(t.app, { method: 'GET', url: '/healthz' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp.match(/script-src[^;]*/)![0]).not.toContain('unsafe-inline');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('SECURITY 25: CORS allows only the configured origin, never echoes others, refuses null', async () => {
    const allowed = await send(t.app, {
      method: 'GET',
      url: '/healthz',
      headers: { origin: 'https://toko.boneka.id' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://toko.boneka.id');
    for (const origin of ['https://evil.example', 'null', 'https://toko.boneka.id.evil.example']) {
      const res = await send(t.app, {
        method: 'OPTIONS',
        url: '/auth/login',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
      expect(res.headers['access-control-allow-origin'], origin).toBeUndefined();
    }
  });
});

describe('admin area', () => {
  it('SECURITY 15: the audit log is for admins only (anonymous 401, customer 403)', async () => {
    expect((await send(t.app, { method: 'GET', url: '/api/admin/audit-log' })).statusCode).toBe(401);
    const customer = await signUp(t.app, t.dataDir);
    const res = await send(t.app, { method: 'GET', url: '/api/admin/audit-log', token: customer.accessToken });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ADMIN_ONLY');
  });

  it('SECURITY 29: auth events are audit-logged without secrets', async () => {
    const admin = await signInAdmin(t.app, 'owner@boneka.id', 'Owner-Boneka-2026');
    const res = await send(t.app, { method: 'GET', url: '/api/admin/audit-log?limit=200', token: admin.accessToken });
    expect(res.statusCode).toBe(200);
    const actions = (res.json().data as { action: string }[]).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['auth.register', 'auth.email_verified', 'auth.login']));
    expect(res.body).not.toMatch(/Owner-Boneka-2026|rt_|argon2/);
  });
});

describe('configuration', () => {
  it('a bad variable stops the start with a list of what is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', NODE_ENV: 'production' })).toThrow(
      ConfigError,
    );
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      expect((error as ConfigError).problems.join('\n')).toMatch(/PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/);
    }
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: t.dataDir })).toThrow(/JWT_SECRET/);
  });

  it("takes PostgreSQL's pool size from DATABASE_POOL_SIZE, 1 to 100", () => {
    const base = { DATA_DIR: t.dataDir, DATABASE_URL: 'postgres://shop@db/shop' };
    expect(loadConfig(base).databasePoolSize).toBeUndefined();
    expect(loadConfig({ ...base, DATABASE_POOL_SIZE: '20' }).databasePoolSize).toBe(20);
    for (const bad of ['0', '101', 'ten', '2.5', '-3']) {
      expect(() => loadConfig({ ...base, DATABASE_POOL_SIZE: bad }), bad).toThrow(/DATABASE_POOL_SIZE/);
    }
  });
});
