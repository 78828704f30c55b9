import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { ensurePrivateDir } from './private-files.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close?(): void;
}

const encodeHeader = (value: string) =>
  /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value).toString('base64')}?=`;

/**
 * Without SMTP every mail becomes one `.eml` file in DATA_DIR/mail, named so that sorting by name gives the
 * sending order (a zero-padded sequence that continues across restarts).
 */
export function outboxMailer(dir: string, from: string): Mailer {
  ensurePrivateDir(dir);
  let sequence = readdirSync(dir)
    .map((name) => Number.parseInt(name.slice(0, 10), 10))
    .filter(Number.isFinite)
    .reduce((max, n) => Math.max(max, n), 0);
  return {
    async send(mail) {
      sequence += 1;
      const name = `${String(sequence).padStart(10, '0')}-${randomUUID()}.eml`;
      const message = [
        `From: ${from}`,
        `To: ${mail.to}`,
        `Subject: ${encodeHeader(mail.subject)}`,
        `Date: ${new Date().toUTCString()}`,
        'MIME-Version: 1.0',
        'Content-Type: text/plain; charset=utf-8',
        'Content-Transfer-Encoding: 8bit',
        '',
        mail.text,
        '',
      ].join('\r\n');
      await writeFile(path.join(dir, name), message, { mode: 0o600 });
    },
  };
}

export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
    close: () => transport.close(),
  };
}
