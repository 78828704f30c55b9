import type { Insertable, Updateable } from 'kysely';
import type { Db, Executor } from '../../db/database.js';
import type { NotificationOutcome, NotificationStatus } from '@boneka/shared';
import type { NotificationsTable } from '../../db/schema.js';

/** One entry of a message's history: written with the change of status it explains. */
export interface AttemptRecord {
  at: string;
  outcome: NotificationOutcome;
  detail: string | null;
}

export function notificationsRepo(db: Db) {
  const record = (id: number, attempt: AttemptRecord, ex: Executor = db) =>
    ex
      .insertInto('notification_attempts')
      .values({ notification_id: id, ...attempt })
      .execute();

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
     * Claims one message for this sender until `until`, if it is still due: each update is conditional on that, so
     * of two instances claiming the same row one changes it and the other changes nothing. A claim taken over from a
     * sender that died mid-send records that try as interrupted.
     */
    async claim(id: number, now: string, until: string) {
      const take = (lapsed: boolean) =>
        db
          .updateTable('notifications')
          .set((eb) => ({ status: 'sending', claimed_until: until, attempts: eb('attempts', '+', 1) }))
          .where('id', '=', id)
          .where((eb) =>
            lapsed
              ? eb.and([eb('status', '=', 'sending'), eb('claimed_until', '<', now)])
              : eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', now)]),
          )
          .executeTakeFirst()
          .then((result) => Number(result.numUpdatedRows) === 1);
      if (!(await take(false))) {
        if (!(await take(true))) return undefined;
        await record(id, { at: now, outcome: 'interrupted', detail: 'the sender stopped before it finished' });
      }
      return db.selectFrom('notifications').selectAll().where('id', '=', id).executeTakeFirst();
    },
    /** The outcome of a try: the message's new state and its history entry, together. */
    async finish(id: number, changes: Updateable<NotificationsTable>, attempt: AttemptRecord) {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('notifications')
          .set({ claimed_until: null, ...changes })
          .where('id', '=', id)
          .execute();
        await record(id, attempt, trx);
      });
    },
    /** Sends a sent or failed message again, in a new round of tries (the owner's resend); its history stays. */
    async requeue(id: number, now: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('notifications')
          .set({ status: 'pending', attempts: 0, next_attempt_at: now, last_error: null })
          .where('id', '=', id)
          .where('status', 'in', ['sent', 'failed'])
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) return false;
        await record(id, { at: now, outcome: 'resend', detail: null }, trx);
        return true;
      });
    },
    /** A templated message's data (null for one written out when queued). */
    async payloadOf(id: number): Promise<string | null> {
      const row = await db.selectFrom('notifications').select('payload').where('id', '=', id).executeTakeFirst();
      return row?.payload ?? null;
    },
    /** The histories of these messages, oldest entry first. */
    historyOf(ids: number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('notification_attempts')
        .select(['notification_id', 'at', 'outcome', 'detail'])
        .where('notification_id', 'in', ids)
        .orderBy('id')
        .execute();
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
