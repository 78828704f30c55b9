import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { wibDay, wibTimestamp } from '../../lib/wib.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import { lowStockMail } from './low-stock-mail.js';
import type { LowStockRepo, LowStockVariant } from './low-stock.repo.js';

export type { LowStockVariant } from './low-stock.repo.js';

/** The daily low-stock mail goes on the first tick at or after this hour (WIB). */
export const LOW_STOCK_MAIL_HOUR_WIB = 7;
export const LOW_STOCK_JOB = 'low_stock_mail';

export interface LowStockDeps {
  db: Db;
  repo: LowStockRepo;
  outbox: Pick<NotificationsService, 'enqueue' | 'kick'>;
  clock: Clock;
  /** Where the owner's mails go (SHOP_NOTIFY_EMAIL); else the first admin's address. */
  ownerEmail: string | undefined;
}

/**
 * One rule for "low" (decision 044): the variants the dashboard's "Stok Menipis" and the report PDF list, and the
 * daily mail that tells the owner of them.
 */
export function lowStockService({ db, repo, outbox, clock, ownerEmail }: LowStockDeps) {
  return {
    /** The variants at or below their product's threshold, fewest first, at most `limit`. */
    variants: (limit: number): Promise<LowStockVariant[]> => repo.lowStock(limit),

    /**
     * The daily low-stock mail (decision 044): on the first call at or after LOW_STOCK_MAIL_HOUR_WIB of a WIB day,
     * one mail to the owner listing every low variant, queued in the outbox in the transaction that records the day's
     * run. Of several instances calling at once, one records the day and the others do nothing; with nothing low,
     * the day is recorded and no mail goes.
     */
    async mailIfDue(): Promise<'not_yet' | 'done_already' | 'nothing_low' | 'queued'> {
      const now = clock.now();
      const hour = Number(wibTimestamp(now).slice(11, 13));
      if (hour < LOW_STOCK_MAIL_HOUR_WIB) return 'not_yet';
      const day = wibDay(now);
      if (await repo.ranOn(LOW_STOCK_JOB, day)) return 'done_already';
      const outcome = await db.transaction().execute(async (trx) => {
        if (!(await repo.claimDay(LOW_STOCK_JOB, day, now.toISOString(), 'nothing low', trx))) {
          return 'done_already' as const;
        }
        const low = await repo.lowStock(null, trx);
        const to = ownerEmail ?? (await repo.firstAdminEmail(trx));
        if (low.length === 0 || !to) return 'nothing_low' as const;
        const mail = lowStockMail(low, now);
        await outbox.enqueue({ template: 'low_stock_daily', to, language: 'id', ...mail }, trx);
        await repo.setOutcome(LOW_STOCK_JOB, day, `mailed ${low.length} variants`, trx);
        return 'queued' as const;
      });
      if (outcome === 'queued') outbox.kick();
      return outcome;
    },
  };
}
export type LowStockService = ReturnType<typeof lowStockService>;
