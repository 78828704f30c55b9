import type { Insertable } from 'kysely';
import type { Db, Executor } from '../../db/database.js';
import type { NotificationsTable } from '../../db/schema.js';

export type NotificationStatus = 'pending' | 'sending' | 'sent' | 'failed';

export function notificationsRepo(db: Db) {
  return {
    async insert(row: Insertable<NotificationsTable>, ex: Executor = db): Promise<number> {
      return (await ex.insertInto('notifications').values(row).returning('id').executeTakeFirstOrThrow()).id;
    },
    /** Messages due now: pending and their time come, or claimed by a sender whose claim has lapsed (it died). */
    dueIds(now: string, limit: number) {
      return db
        .selectFrom('notifications')
        .select('id')
        .where((eb) =>
          eb.or([
            eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', now)]),
            eb.and([eb('status', '=', 'sending'), eb('claimed_until', '<', now)]),
          ]),
        )
        .orderBy('id')
        .limit(limit)
        .execute();
    },
    /**
     * Claims one message for this sender until `until`, if it is still due: the update is conditional on that, so
     * of two instances claiming the same row one changes it and the other changes nothing.
     */
    async claim(id: number, now: string, until: string) {
      const result = await db
        .updateTable('notifications')
        .set((eb) => ({ status: 'sending', claimed_until: until, attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .where((eb) =>
          eb.or([
            eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', now)]),
            eb.and([eb('status', '=', 'sending'), eb('claimed_until', '<', now)]),
          ]),
        )
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return undefined;
      return db.selectFrom('notifications').selectAll().where('id', '=', id).executeTakeFirst();
    },
    /** `rendered`: what a templated message became, kept for the log and a resend. */
    async markSent(
      id: number,
      at: string,
      eraseBody: boolean,
      rendered?: { subject: string; text: string; html: string },
    ) {
      await db
        .updateTable('notifications')
        .set({
          status: 'sent',
          sent_at: at,
          claimed_until: null,
          last_error: null,
          ...(rendered ? { subject: rendered.subject, text_body: rendered.text, html_body: rendered.html } : {}),
          ...(eraseBody ? { text_body: '', html_body: null } : {}),
        })
        .where('id', '=', id)
        .execute();
    },
    async markFailed(id: number, error: string, retryAt: string | null, eraseBody: boolean) {
      await db
        .updateTable('notifications')
        .set({
          status: retryAt ? 'pending' : 'failed',
          next_attempt_at: retryAt ?? undefined,
          claimed_until: null,
          last_error: error,
          ...(eraseBody ? { text_body: '', html_body: null } : {}),
        })
        .where('id', '=', id)
        .execute();
    },
    /** Sends a sent or failed message again, from the first try (the owner's resend). */
    async requeue(id: number, now: string): Promise<boolean> {
      const result = await db
        .updateTable('notifications')
        .set({ status: 'pending', attempts: 0, next_attempt_at: now, last_error: null })
        .where('id', '=', id)
        .where('status', 'in', ['sent', 'failed'])
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    /** The log, newest first: filtered by status, and by a part of the recipient's address or an order number. */
    list(filter: { status?: NotificationStatus; q?: string; limit: number; id?: number }) {
      // LIKE's own wildcards are dropped from what the owner typed (SQLite and PostgreSQL escape differently).
      const typed = filter.q?.toLowerCase().replace(/[%_\\]/g, '');
      const like = typed ? `%${typed}%` : undefined;
      return db
        .selectFrom('notifications')
        .leftJoin('orders', 'orders.id', 'notifications.order_id')
        .select([
          'notifications.id',
          'notifications.template',
          'notifications.recipient',
          'notifications.subject',
          'notifications.language',
          'notifications.order_id',
          'orders.order_number',
          'notifications.status',
          'notifications.attempts',
          'notifications.next_attempt_at',
          'notifications.last_error',
          'notifications.sent_at',
          'notifications.created_at',
        ])
        .$if(filter.id !== undefined, (qb) => qb.where('notifications.id', '=', filter.id!))
        .$if(filter.status !== undefined, (qb) => qb.where('notifications.status', '=', filter.status!))
        .$if(like !== undefined, (qb) =>
          qb.where((eb) =>
            eb.or([
              eb(eb.fn('lower', ['notifications.recipient']), 'like', like!),
              eb(eb.fn('lower', ['orders.order_number']), 'like', like!),
            ]),
          ),
        )
        .orderBy('notifications.id', 'desc')
        .limit(filter.limit)
        .execute();
    },
  };
}
export type NotificationsRepo = ReturnType<typeof notificationsRepo>;
