import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { PASSWORD, uniqueEmail } from './support/accounts.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** Issue 25 item 13: the client's address comes only from the proxies the operator trusts (decision 026). */
const CLIENT = '203.0.113.7';
let forgedCounter = 0;
const forged = () => {
  forgedCounter += 1;
  return `198.18.${(forgedCounter >> 8) & 255}.${forgedCounter & 255}`;
};

async function withApp(trustProxy: string | undefined, test: (t: TestApp) => Promise<void>) {
  const t = await createTestApp(trustProxy === undefined ? {} : { TRUST_PROXY: trustProxy });
  try {
    await test(t);
  } finally {
    await t.close();
  }
}

const registerVia = (t: TestApp, remoteAddress: string, forwardedFor: string) =>
  t.app.inject({
    method: 'POST',
    url: '/auth/register',
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { email: uniqueEmail('proksi'), password: PASSWORD, firstName: 'Siti' },
  });

/** The address the audit log wrote for the latest sign-up. */
const auditedAddress = async (t: TestApp) =>
  (
    await t.services.database.db
      .selectFrom('audit_log')
      .select('ip')
      .where('action', '=', 'auth.register')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
  ).ip;

describe('SECURITY 32: addresses behind a proxy', () => {
  it('SECURITY 32: rotating a forged left-most X-Forwarded-For neither resets a per-address limit nor changes the audited address; with TRUST_PROXY=1 the address is the one the nearest proxy appended', async () => {
    await withApp('1', async (t) => {
      const statuses: number[] = [];
      for (let i = 0; i < 21; i += 1) {
        const res = await registerVia(t, '127.0.0.1', `${forged()}, ${CLIENT}`);
        statuses.push(res.statusCode);
        if (i === 0) expect(await auditedAddress(t)).toBe(CLIENT);
      }
      expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
      expect(statuses[20]).toBe(429);

      const resends: number[] = [];
      for (let i = 0; i < 21; i += 1) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/auth/resend-otp',
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': `${forged()}, ${CLIENT}` },
          payload: { email: uniqueEmail('proksi') },
        });
        resends.push(res.statusCode);
      }
      expect(resends[20]).toBe(429);
    });
  });

  it('TRUST_PROXY=true trusts one hop, as 1 does', async () => {
    await withApp('true', async (t) => {
      await registerVia(t, '127.0.0.1', `${forged()}, ${forged()}, ${CLIENT}`);
      expect(await auditedAddress(t)).toBe(CLIENT);
    });
  });

  it('TRUST_PROXY=2 takes the address two proxies in', async () => {
    await withApp('2', async (t) => {
      await registerVia(t, '127.0.0.1', `${forged()}, ${CLIENT}, 10.0.0.5`);
      expect(await auditedAddress(t)).toBe(CLIENT);
    });
  });

  it('a list of proxy addresses and ranges skips only those; a client not in it is taken at its word of nothing', async () => {
    await withApp('127.0.0.1, 10.0.0.0/8', async (t) => {
      await registerVia(t, '127.0.0.1', `${forged()}, ${CLIENT}, 10.1.2.3`);
      expect(await auditedAddress(t)).toBe(CLIENT);
      await registerVia(t, '192.0.2.200', `${forged()}, ${CLIENT}`);
      expect(await auditedAddress(t)).toBe('192.0.2.200');
    });
  });

  it('without TRUST_PROXY the header is ignored', async () => {
    await withApp(undefined, async (t) => {
      await registerVia(t, '192.0.2.201', `${forged()}, ${CLIENT}`);
      expect(await auditedAddress(t)).toBe('192.0.2.201');
    });
  });

  it('refuses a TRUST_PROXY that is neither a hop count nor addresses', () => {
    const env = (value: string) => ({ DATA_DIR: tmpdir(), JWT_SECRET: 'x'.repeat(40), TRUST_PROXY: value });
    for (const value of ['yes please', '-1', '10.0.0.0/99', '1.2.3'])
      expect(() => loadConfig(env(value)), value).toThrow(ConfigError);
    expect(loadConfig(env('false')).trustProxy).toBe(false);
  });
});
