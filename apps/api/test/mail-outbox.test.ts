import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { outboxMailer } from '../src/lib/mailer.js';
import { outbox } from './support/test-app.js';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'boneka-outbox-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

it('writes each mail as nodemailer builds it: Message-ID, encoded headers and body, Unix line ends', async () => {
  const dir = path.join(dataDir, 'mail');
  const mailer = outboxMailer(dir, 'Boneka Shop <no-reply@boneka.local>');
  const subject = `Kode verifikasi untuk Łukasz 张伟 — ${'sangat panjang '.repeat(6)}`.trim();
  const text = `Halo Łukasz 张伟,\n\nKode verifikasi e-mailmu: 123456\n`;
  await mailer.send({ to: 'lukasz@contoh.id', subject, text });
  await mailer.send({ to: 'dewi@contoh.id', subject: 'Akun Boneka Shop milikmu', text: 'Halo Dewi,\n' });
  mailer.close?.();

  const names = readdirSync(dir).sort();
  expect(names).toEqual([expect.stringMatching(/^0000000001-.+\.eml$/), expect.stringMatching(/^0000000002-.+\.eml$/)]);
  expect(statSync(path.join(dir, names[0]!)).mode & 0o777).toBe(0o600);
  const raw = readFileSync(path.join(dir, names[0]!), 'utf8');
  expect(raw).not.toContain('\r');
  expect(raw).toMatch(/^Message-ID: <[^>]+@boneka\.local>$/m);
  expect(raw).toMatch(/^Subject: =\?UTF-8\?/m);
  expect(raw.split('\n').every((line) => line.length <= 78)).toBe(true);
  expect(raw).not.toContain('张伟');

  expect(outbox(dataDir)).toEqual([
    { to: 'lukasz@contoh.id', subject, body: text },
    { to: 'dewi@contoh.id', subject: 'Akun Boneka Shop milikmu', body: 'Halo Dewi,\n' },
  ]);

  const reopened = outboxMailer(dir, 'Boneka Shop <no-reply@boneka.local>');
  await reopened.send({ to: 'a@contoh.id', subject: 'x', text: 'y' });
  reopened.close?.();
  expect(readdirSync(dir).sort()[2]).toMatch(/^0000000003-/);
});
