import type { Executor } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { mailFailure, type Mailer } from '../../lib/mailer.js';
import type { ConflictBody, NotificationEntry, NotificationOutcome, NotificationStatus } from '@boneka/shared';
import { conflict, notFound } from '../../lib/errors.js';
import type { NotificationsRepo } from './notifications.repo.js';

type LogRow = Awaited<ReturnType<NotificationsRepo['list']>>[number];
type HistoryRow = Awaited<ReturnType<NotificationsRepo['historyOf']>>[number];

const toEntry = (row: LogRow, history: HistoryRow[]): NotificationEntry => ({
  ...row,
  status: row.status as NotificationStatus,
  attempts: Number(row.attempts),
  order_number: row.order_number ?? null,
  history: history.map((h) => ({ at: h.at, outcome: h.outcome as NotificationOutcome, detail: h.detail })),
});

interface MessageBase {
  template: string;
  to: string;
  language?: 'id' | 'en';
  orderId?: number | null;
  userId?: number | null;
}

/** A message to send: written to the outbox in the caller's transaction, sent after it commits. */
export type OutgoingMessage = MessageBase &
  (
    | {
        subject: string;
        text: string;
        html?: string | null;
        /** The body is a secret (a sign-in code): it is erased once sent. */
        secret?: boolean;
      }
    | {
        /** The log's name for the message from the moment it is queued (the rendered mail says the same). */
        subject: string;
        /** Rendered when sent by the renderer registered for `template`, from this data. */
        payload: Record<string, unknown>;
      }
  );

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}
/**
 * A message that must not go out any more (a payment request for an order no longer waiting for it): why, for the
 * log, and the facts of the 409 an owner's resend of it gets.
 */
export interface SkippedMail {
  skip: string;
  facts: ConflictBody<'NOT_RESENDABLE'>;
}
/** Whether a templated message is still to go out: null when it is, else why not (asked before a resend). */
export type MailCheck = (template: string, payload: unknown) => Promise<SkippedMail | null>;
/** Renders a templated message from its data, in its language (the order mails: modules/order-documents/order-mails.tsx). */
export type MailRenderer = (
  template: string,
  payload: unknown,
  language: 'id' | 'en',
) => Promise<RenderedMail | SkippedMail>;

export interface OutboxOptions {
  /** Tries before a message is marked failed (docs/design.md §10: 8). */
  maxAttempts?: number;
  /** How long one send may take before its claim lapses and another sender may take it. */
  claimMs: number;
  /** How often the worker looks for due messages. */
  pollMs?: number;
}

export interface OutboxLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** 1 min, 2, 4, 8, 16, 32, then hourly: the wait after the n-th failed try (docs/design.md §10). */
export const retryDelayMs = (attempts: number) => Math.min(60, 2 ** Math.max(0, attempts - 1)) * 60_000;

const isSecret = (flag: boolean | number) => flag === true || flag === 1;

/**
 * The outbox (docs/design.md §10, decisions 023 and 029). `enqueue` writes a message in the caller's transaction;
 * `deliverSoon` tries those just committed at once, beside the request (no request waits for SMTP); the worker
 * sends whatever is due, in every instance: a temporary failure is retried with backoff, a permanent refusal (SMTP
 * 5xx to the recipient or the message) fails at once, a sender that died mid-send loses its claim after `claimMs`.
 * Several instances never send one message twice (claims are conditional updates), and `stop` waits for a send in
 * flight. Every try is kept in the message's history.
 */
export function notificationsService(deps: {
  repo: NotificationsRepo;
  mailer: Mailer;
  clock: Clock;
  log: OutboxLog;
  options: OutboxOptions;
}) {
  const { repo, mailer, clock, log } = deps;
  const maxAttempts = deps.options.maxAttempts ?? 8;
  const inFlight = new Set<Promise<unknown>>();
  const renderers = new Map<string, MailRenderer>();
  const checks = new Map<string, MailCheck>();
  let timer: NodeJS.Timeout | undefined;
  let draining: Promise<number> | undefined;
  let lookAgain = false;
  let stopped = false;

  const withHistory = async (rows: LogRow[]) => {
    const history = await repo.historyOf(rows.map((row) => row.id));
    return rows.map((row) =>
      toEntry(
        row,
        history.filter((h) => h.notification_id === row.id),
      ),
    );
  };

  const track = <T>(work: Promise<T>): Promise<T> => {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work)).catch(() => undefined);
    return work;
  };

  /** Claims and sends one message if it is (still) due; true when this call sent it. */
  async function attempt(id: number): Promise<boolean> {
    const now = clock.now();
    const claimed = await repo.claim(
      id,
      now.toISOString(),
      new Date(now.getTime() + deps.options.claimMs).toISOString(),
    );
    if (!claimed) return false;
    const erase = isSecret(claimed.secret) ? { text_body: '', html_body: null } : {};
    let content: RenderedMail | undefined;
    try {
      if (claimed.payload !== null) {
        const render = renderers.get(claimed.template);
        if (!render) throw new Error(`no renderer for ${claimed.template}`);
        const rendered = await render(
          claimed.template,
          JSON.parse(claimed.payload),
          claimed.language === 'en' ? 'en' : 'id',
        );
        if ('skip' in rendered) {
          await repo.finish(
            id,
            { status: 'skipped', last_error: rendered.skip },
            { at: clock.now().toISOString(), outcome: 'skipped', detail: rendered.skip },
          );
          log.warn({ notification: id, template: claimed.template, reason: rendered.skip }, 'notification skipped');
          return false;
        }
        content = rendered;
      }
      await mailer.send({
        to: claimed.recipient,
        subject: content?.subject ?? claimed.subject,
        text: content?.text ?? claimed.text_body,
        html: content?.html ?? claimed.html_body,
        attachments: content?.attachments,
      });
    } catch (error) {
      const failure = mailFailure(error);
      const retry = !failure.permanent && claimed.attempts < maxAttempts;
      const at = clock.now();
      await repo.finish(
        id,
        retry
          ? {
              status: 'pending',
              next_attempt_at: new Date(at.getTime() + retryDelayMs(claimed.attempts)).toISOString(),
              last_error: failure.reason,
            }
          : { status: 'failed', last_error: failure.reason, ...erase },
        { at: at.toISOString(), outcome: retry ? 'deferred' : 'failed', detail: failure.reason },
      );
      const details = { notification: id, template: claimed.template, attempts: claimed.attempts, err: error };
      if (failure.permanent) log.error(details, 'notification refused for good; not retried');
      else log.warn(details, retry ? 'notification not sent; will retry' : 'notification failed for good');
      return false;
    }
    const at = clock.now().toISOString();
    await repo.finish(
      id,
      {
        status: 'sent',
        sent_at: at,
        last_error: null,
        ...(content ? { subject: content.subject, text_body: content.text, html_body: content.html } : {}),
        ...erase,
      },
      { at, outcome: 'sent', detail: null },
    );
    log.info({ notification: id, template: claimed.template, to: claimed.recipient }, 'mail sent');
    return true;
  }

  /** Sends everything due now, oldest first; returns how many this instance sent. */
  async function drainOnce(): Promise<number> {
    let sent = 0;
    for (;;) {
      const due = await repo.dueIds(clock.now().toISOString(), 20);
      if (due.length === 0 || stopped) return sent;
      let progressed = false;
      for (const { id } of due) {
        if (stopped) return sent;
        if (await attempt(id)) {
          sent += 1;
          progressed = true;
        }
      }
      // Everything due was claimed by another instance or failed again: the next poll takes it up.
      if (!progressed) return sent;
    }
  }

  /** One drain at a time; a call during it makes it look once more (for messages committed since it looked). */
  const drain = (): Promise<number> => {
    if (draining) {
      lookAgain = true;
      return draining;
    }
    draining = track(
      (async () => {
        let sent = 0;
        do {
          lookAgain = false;
          sent += await drainOnce();
        } while (lookAgain && !stopped);
        return sent;
      })(),
    ).finally(() => {
      draining = undefined;
    });
    return draining;
  };
  /** A drain nobody waits for (the worker's tick, a kick after a commit); its failure is logged. */
  const drainSoon = () => {
    if (!stopped) void drain().catch((error: unknown) => log.error({ err: error }, 'outbox worker failed'));
  };

  return {
    /** Writes the message to the outbox, in the caller's transaction when `ex` is one. */
    enqueue(message: OutgoingMessage, ex?: Executor): Promise<number> {
      const now = clock.now().toISOString();
      const templated = 'payload' in message;
      return repo.insert(
        {
          template: message.template,
          recipient: message.to,
          subject: message.subject,
          text_body: templated ? '' : message.text,
          html_body: templated ? null : (message.html ?? null),
          payload: templated ? JSON.stringify(message.payload) : null,
          language: message.language ?? 'id',
          order_id: message.orderId ?? null,
          user_id: message.userId ?? null,
          secret: templated ? false : (message.secret ?? false),
          status: 'pending',
          next_attempt_at: now,
          created_at: now,
        },
        ex,
      );
    },
    /**
     * One try at once for messages just committed, beside the request that wrote them: returns at once, never
     * waits for SMTP; what fails is left to the worker.
     */
    deliverSoon(ids: number[]): void {
      if (stopped || ids.length === 0) return;
      void track(
        (async () => {
          for (const id of ids) {
            await attempt(id).catch((error: unknown) =>
              log.error({ err: error, notification: id }, 'outbox send failed'),
            );
          }
        })(),
      );
    },
    /** Resolves once no send of this instance is in flight (tests read what was sent). */
    async settled(): Promise<void> {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
    drain,
    /**
     * Renders these templates' messages when they are sent; `check` says, before the owner's resend is accepted,
     * whether the renderer would skip the message now.
     */
    registerRenderer(templates: readonly string[], render: MailRenderer, check?: MailCheck) {
      for (const template of templates) {
        renderers.set(template, render);
        if (check) checks.set(template, check);
      }
    },
    /** Asks the worker to look now (after a commit that wrote messages), without waiting for it. */
    kick: drainSoon,
    /** Starts the worker: a drain now, then every `pollMs`. */
    start() {
      stopped = false;
      timer = setInterval(drainSoon, deps.options.pollMs ?? 5000);
      timer.unref();
      drainSoon();
    },
    /** Stops the worker and waits for the sends in flight (graceful shutdown). */
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await Promise.allSettled([...inFlight]);
    },
    /** The owner's log (`/admin/notifications`). */
    async list(filter: { status?: NotificationStatus; q?: string; limit: number }): Promise<NotificationEntry[]> {
      return withHistory(await repo.list(filter));
    },
    /**
     * The owner's resend: a sent or failed message goes out again, from its first try. A sign-up code is never
     * resent: its body is gone, and a new code is the answer. A message the shop would not send now (a payment
     * request for an order since paid or cancelled) answers 409 with why, rather than a success that sends nothing;
     * so does one still waiting for its turn.
     */
    async resend(id: number): Promise<NotificationEntry> {
      const [row] = await repo.list({ id, limit: 1 });
      if (!row) throw notFound('Notification');
      if (row.template === 'signup_code' || row.template === 'password_reset_code') {
        throw conflict('NOT_RESENDABLE', 'A code is not resent: the customer asks for a new one.', { reason: 'code' });
      }
      const check = checks.get(row.template);
      const payload = check ? await repo.payloadOf(id) : null;
      const unwanted = check && payload !== null ? await check(row.template, JSON.parse(payload)) : null;
      if (unwanted) throw conflict('NOT_RESENDABLE', unwanted.skip, unwanted.facts);
      if (row.status === 'skipped') {
        throw conflict('NOT_RESENDABLE', `This message was not sent on purpose: ${row.last_error ?? ''}`, {
          reason: 'skipped',
        });
      }
      if (!(await repo.requeue(id, clock.now().toISOString()))) {
        throw conflict('NOT_RESENDABLE', 'This message is still waiting to be sent.', { reason: 'waiting' });
      }
      drainSoon();
      const [after] = await withHistory(await repo.list({ id, limit: 1 }));
      return after!;
    },
  };
}
export type NotificationsService = ReturnType<typeof notificationsService>;
