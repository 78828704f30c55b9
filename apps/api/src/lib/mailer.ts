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
  /** An HTML alternative to the text. */
  html?: string | null;
  /** Files sent with the mail (an order's invoice). */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close?(): void;
}

/** Nodemailer's message for one mail: the text, and the HTML and attachments when it has them. */
const messageOf = (from: string, mail: Mail) => ({
  from,
  to: mail.to,
  subject: mail.subject,
  text: mail.text,
  ...(mail.html ? { html: mail.html } : {}),
  ...(mail.attachments?.length ? { attachments: mail.attachments } : {}),
});

/**
 * Without SMTP every mail becomes one `.eml` file in DATA_DIR/mail, named so that sorting by name gives the
 * sending order (a zero-padded sequence that continues across restarts). Nodemailer builds the message as it
 * would send it (Message-ID, Date, encoded and folded headers, a transfer-encoded body), with Unix line ends.
 */
export function outboxMailer(dir: string, from: string): Mailer {
  ensurePrivateDir(dir);
  let sequence = readdirSync(dir)
    .map((name) => Number.parseInt(name.slice(0, 10), 10))
    .filter(Number.isFinite)
    .reduce((max, n) => Math.max(max, n), 0);
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      sequence += 1;
      const name = `${String(sequence).padStart(10, '0')}-${randomUUID()}.eml`;
      const { message } = await transport.sendMail(messageOf(from, mail));
      await writeFile(path.join(dir, name), message, { mode: 0o600 });
    },
    close: () => transport.close(),
  };
}

/** Why a send failed, in a line for the owner's log, and whether trying again could ever help. */
export interface MailFailure {
  reason: string;
  /** The server refused this message for good (RFC 5321: a 5xx reply to its recipient or its content). */
  permanent: boolean;
}

/** The SMTP commands whose 5xx reply is about this message, not about the shop's connection or account. */
const MESSAGE_COMMANDS = new Set(['RCPT TO', 'DATA']);

/**
 * Reads nodemailer's error (`code`: ECONNECTION, ETIMEDOUT, EAUTH, EENVELOPE, EMESSAGE…; `responseCode`: the
 * server's reply; `command`: what it answered). Only a 5xx to RCPT TO or DATA is permanent: the mailbox does not
 * exist, the message is refused. A 4xx, a timeout or a broken connection is transient; so is a 5xx to the greeting,
 * AUTH or MAIL FROM, which is the shop's configuration and fails every message alike until the owner fixes it.
 */
export function mailFailure(error: unknown): MailFailure {
  const details = (error ?? {}) as Record<'code' | 'responseCode' | 'command' | 'response', unknown>;
  const message = error instanceof Error ? error.message : String(error);
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const code = text(details.code);
  const command = text(details.command);
  const response = text(details.response);
  const reply = typeof details.responseCode === 'number' ? details.responseCode : undefined;
  const permanent =
    reply !== undefined && reply >= 500 && reply < 600 && command !== undefined && MESSAGE_COMMANDS.has(command);
  const said = response && !message.includes(response) ? `${message}: ${response}` : message;
  const reason = [code, command ? `(${command})` : undefined, said].filter(Boolean).join(' ');
  return { reason: reason.slice(0, 500), permanent };
}

/** `timeoutMs`: the longest the server may take to connect, greet or answer before the send fails (and is retried). */
export function smtpMailer(url: string, from: string, timeoutMs = 30_000): Mailer {
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    async send(mail) {
      await transport.sendMail(messageOf(from, mail));
    },
    close: () => transport.close(),
  };
}
