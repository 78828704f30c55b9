import {
  Migrator,
  sql,
  type Migration as KyselyMigration,
  type MigrationProvider,
  type MigrationResultSet,
} from 'kysely';
import type { DatabaseHandle } from './database.js';
import { accounts } from './migrations/001-accounts.js';
import { catalog } from './migrations/002-catalog.js';
import { orders } from './migrations/003-orders.js';
import { sortIndexes } from './migrations/004-sort-indexes.js';
import { orderLimits } from './migrations/005-order-limits.js';
import { uploadQuotas } from './migrations/006-upload-quotas.js';
import { catalogTotals } from './migrations/007-catalog-totals.js';
import { orderSummaryIndexes } from './migrations/008-order-summary-indexes.js';
import { searchTextVersion } from './migrations/009-search-text-version.js';
import { transferCodes } from './migrations/010-transfer-codes.js';
import { gatewayPayments } from './migrations/011-gateway-payments.js';
import { notifications } from './migrations/012-notifications.js';
import { gatewayFollowups } from './migrations/013-gateway-followups.js';
import { notificationAttempts } from './migrations/014-notification-attempts.js';
import { signups } from './migrations/015-signups.js';
import { unpaidHolds } from './migrations/016-unpaid-holds.js';
import { rajaOngkirDestinations } from './migrations/017-rajaongkir-destinations.js';
import { amountChecks } from './migrations/018-amount-checks.js';
import { passwordResets } from './migrations/019-password-resets.js';
import { cancelRequests } from './migrations/020-cancel-requests.js';
import { variants } from './migrations/021-variants.js';
import { variantCount } from './migrations/022-variant-count.js';
import { bestSellerIndexes } from './migrations/023-best-seller-indexes.js';
import { afterShipping } from './migrations/024-after-shipping.js';
import { vouchers } from './migrations/025-vouchers.js';
import { salePrices } from './migrations/026-sale-prices.js';
import { stockTools } from './migrations/027-stock-tools.js';
import { publicVouchers } from './migrations/028-public-vouchers.js';
import { parcelResi } from './migrations/029-parcel-resi.js';
import { shipments } from './migrations/030-shipments.js';
import { returns } from './migrations/031-returns.js';
import { promotions } from './migrations/032-promotions.js';
import { repliesAndDiscussions } from './migrations/033-replies-and-discussions.js';
import { accountDeletion } from './migrations/034-account-deletion.js';

/** Numbered, forward-only. Append; never edit a migration that has shipped. */
function allMigrations(handle: DatabaseHandle): Record<string, KyselyMigration> {
  return {
    '001-accounts': accounts(handle.dialect),
    '002-catalog': catalog(handle.dialect),
    '003-orders': orders(handle.dialect),
    '004-sort-indexes': sortIndexes(),
    '005-order-limits': orderLimits(handle.dialect),
    '006-upload-quotas': uploadQuotas(handle.dialect),
    '007-catalog-totals': catalogTotals(handle.dialect),
    '008-order-summary-indexes': orderSummaryIndexes(),
    '009-search-text-version': searchTextVersion(handle.dialect),
    '010-transfer-codes': transferCodes(),
    '011-gateway-payments': gatewayPayments(handle.dialect),
    '012-notifications': notifications(handle.dialect),
    '013-gateway-followups': gatewayFollowups(handle.dialect),
    '014-notification-attempts': notificationAttempts(handle.dialect),
    '015-signups': signups(handle.dialect),
    '016-unpaid-holds': unpaidHolds(handle.dialect),
    '017-rajaongkir-destinations': rajaOngkirDestinations(),
    '018-amount-checks': amountChecks(handle.dialect),
    '019-password-resets': passwordResets(handle.dialect),
    '020-cancel-requests': cancelRequests(handle.dialect),
    '021-variants': variants(handle.dialect),
    '022-variant-count': variantCount(handle.dialect),
    '023-best-seller-indexes': bestSellerIndexes,
    '024-after-shipping': afterShipping(handle.dialect),
    '025-vouchers': vouchers(handle.dialect),
    '026-sale-prices': salePrices(handle.dialect),
    '027-stock-tools': stockTools(handle.dialect),
    '028-public-vouchers': publicVouchers(handle.dialect),
    '029-parcel-resi': parcelResi(handle.dialect),
    '030-shipments': shipments(handle.dialect),
    '031-returns': returns(handle.dialect),
    '032-promotions': promotions(handle.dialect),
    '033-replies-and-discussions': repliesAndDiscussions(handle.dialect),
    '034-account-deletion': accountDeletion(handle.dialect),
  };
}

/**
 * A migration may rebuild an index over every order: on PostgreSQL it runs without the statement timeout that
 * bounds a request's queries (decision 052). `SET LOCAL` ends with the migration's transaction.
 */
function withoutStatementTimeout(migrations: Record<string, KyselyMigration>): Record<string, KyselyMigration> {
  return Object.fromEntries(
    Object.entries(migrations).map(([name, migration]) => [
      name,
      {
        ...migration,
        up: async (db) => {
          await sql`set local statement_timeout = 0`.execute(db);
          await migration.up(db);
        },
      },
    ]),
  );
}

async function migrator(handle: DatabaseHandle): Promise<Migrator> {
  const provider: MigrationProvider = {
    getMigrations: async () =>
      handle.dialect === 'postgres' ? withoutStatementTimeout(allMigrations(handle)) : allMigrations(handle),
  };
  // Kysely looks for its own tables in every schema it can see: on a PostgreSQL database shared with other
  // schemas (tests, other apps) it would find theirs and skip creating ours. Name our schema.
  const migrationTableSchema =
    handle.dialect === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(handle.db)).rows[0]?.schema
      : undefined;
  return new Migrator({ db: handle.db, provider, migrationTableSchema });
}

function applied({ error, results }: MigrationResultSet): string[] {
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

export async function migrateToLatest(handle: DatabaseHandle): Promise<string[]> {
  return applied(await (await migrator(handle)).migrateToLatest());
}

/**
 * Up to and including `name` (e.g. `020-cancel-requests`): a database as an earlier release left it, which the
 * migration tests fill the way that release did before migrating it to the latest.
 */
export async function migrateUpTo(handle: DatabaseHandle, name: string): Promise<string[]> {
  if (!(name in allMigrations(handle))) throw new Error(`unknown migration ${name}`);
  return applied(await (await migrator(handle)).migrateTo(name));
}
