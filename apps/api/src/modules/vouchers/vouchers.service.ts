import {
  normalizeVoucherCode,
  VOUCHER_CODE_PATTERN,
  VOUCHER_REFUSALS,
  voucherDiscount,
  voucherHasEnded,
  voucherRefusal,
  voucherRefusalMessage,
  voucherStatus,
  voucherTerms,
  type AdminVoucher,
  type VoucherInput,
  type VoucherRefusal,
  type VoucherScope,
} from '@boneka/shared';
import { orderAmounts, voucherCoversAny, type AmountLine } from '@boneka/shared/order-amounts';
import { isUniqueViolation, toBool, type Db, type Executor } from '../../db/database.js';
import type { VoucherRow } from '../../db/schema.js';
import type { Actor } from '../../lib/actor.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import type { Rule, Throttle } from '../../lib/throttle.js';
import type { AuditService } from '../audit/audit.service.js';
import { scopeOf, type VoucherTargets, type VoucherTargetsRepo } from './voucher-targets.repo.js';
import type { VouchersRepo } from './vouchers.repo.js';

/** The voucher a shopper sees: its offer and its rules (and what it is limited to), never its counts. */
const present = (voucher: VoucherRow, scope: VoucherScope | null = null) => ({
  code: voucher.code,
  type: voucher.type,
  value: Number(voucher.value),
  description: voucher.description,
  max_discount: voucher.max_discount === null ? null : Number(voucher.max_discount),
  min_spend: Number(voucher.min_spend),
  starts_at: voucher.starts_at,
  ends_at: voucher.ends_at,
  scope,
});
const rulesOf = (voucher: VoucherRow) => ({
  ...present(voucher),
  state: voucher.state,
  usage_limit_total: voucher.usage_limit_total,
  usage_limit_per_customer: voucher.usage_limit_per_customer,
  used_count: voucher.used_count,
});

/**
 * Why a code does not apply, as an error: 404 when the shopper only looked it up and it does not exist (422
 * `INVALID_VOUCHER` when an order names it, as before issue 30); 409 when its uses ran out, overall or for this
 * customer (parallel orders may have taken them); 422 for the rest (paused or ended, dates, minimum spend). The
 * body carries the reason and the facts the web words it with.
 */
function refusal(reason: VoucherRefusal, voucher: VoucherRow | undefined, ordering: boolean): AppError {
  const message = voucherRefusalMessage(reason, voucher && rulesOf(voucher));
  if (reason === 'not_found' || !voucher) {
    return ordering
      ? new AppError(422, 'INVALID_VOUCHER', message, { body: { reason: 'not_found' } })
      : new AppError(404, VOUCHER_REFUSALS.not_found, message, { body: { reason: 'not_found' } });
  }
  const status = reason === 'used_up' || reason === 'customer_limit' ? 409 : 422;
  return new AppError(status, VOUCHER_REFUSALS[reason], message, {
    body: {
      reason,
      voucher_code: voucher.code,
      min_spend: Number(voucher.min_spend),
      starts_at: voucher.starts_at,
      ends_at: voucher.ends_at,
      usage_limit_per_customer: voucher.usage_limit_per_customer,
    },
  });
}

const MINUTE = 60_000;
/**
 * Look-ups of codes, counted before the code is read (SECURITY 40, decision 049): an address gets what a carrier's
 * NAT full of shoppers needs (as for sign-ins, decision 009), an account what one shopper ever types. 35 000 guesses
 * from one address then take days, not 41 seconds.
 */
export const VOUCHER_LOOKUP_RULES = {
  perAddress: { limit: 100, windowMs: 15 * MINUTE },
  perAccount: { limit: 20, windowMs: 15 * MINUTE },
} satisfies Record<string, Rule>;

const tooManyLookups = (retryAfterSeconds: number) =>
  new AppError(429, 'TOO_MANY_REQUESTS', 'Terlalu banyak percobaan kode voucher. Coba lagi nanti.', {
    headers: { 'retry-after': String(retryAfterSeconds) },
    body: { retry_after: retryAfterSeconds },
  });

const codeTaken = (code: string) =>
  new AppError(409, 'VOUCHER_CODE_TAKEN', `Kode ${code} sudah dipakai voucher lain. Pilih kode lain.`, {
    details: [{ path: 'code', message: `Kode ${code} sudah dipakai voucher lain.` }],
  });
const voucherNotFound = () => new AppError(404, 'NOT_FOUND', 'Voucher tidak ditemukan.');
const hasEnded = (code: string) =>
  new AppError(409, 'VOUCHER_ENDED', `Voucher ${code} sudah berakhir dan tidak bisa diubah lagi.`);

/** What the audit trail keeps of a voucher (its code outlives any edit). */
const summary = (v: Partial<VoucherRow>) => ({
  name: v.code,
  type: v.type,
  value: v.value,
  max_discount: v.max_discount,
  min_spend: v.min_spend,
  starts_at: v.starts_at,
  ends_at: v.ends_at,
  usage_limit_total: v.usage_limit_total,
  usage_limit_per_customer: v.usage_limit_per_customer,
  state: v.state,
  is_public: v.is_public === undefined ? undefined : toBool(v.is_public),
});

const scopeSummary = (input: VoucherInput) => ({ product_ids: input.product_ids, category_ids: input.category_ids });

/**
 * Vouchers (decision 045): the owner creates, edits, pauses, resumes and ends them; codes match case-insensitively;
 * the discount rule and the reasons a code does not apply are `packages/shared/src/vouchers.ts`. A use is taken in
 * the order's transaction with one conditional update and given back when the order is cancelled or expires.
 */
export function vouchersService(deps: {
  db: Db;
  repo: VouchersRepo;
  targets: VoucherTargetsRepo;
  audit: AuditService;
  clock: Clock;
  /** The shared limit store (Redis with REDIS_URL): every instance counts the same look-ups. */
  throttle: Throttle;
}) {
  const { db, repo, targets, audit, clock, throttle } = deps;
  const noTargets: VoucherTargets = { products: [], categories: [] };
  const scopeOfVoucher = async (id: number, ex: Executor = db) => scopeOf((await targets.of([id], ex)).get(id));

  async function countLookUp(key: string, rule: Rule) {
    const result = await throttle.consume(key, rule);
    if (!result.allowed) throw tooManyLookups(result.retryAfterSeconds);
  }

  const toAdmin = (row: VoucherRow, limitedTo: VoucherTargets = noTargets): AdminVoucher => ({
    voucher_id: row.id,
    ...present(row),
    products: limitedTo.products,
    categories: limitedTo.categories,
    usage_limit_total: row.usage_limit_total,
    usage_limit_per_customer: row.usage_limit_per_customer,
    used_count: row.used_count,
    state: row.state,
    status: voucherStatus(row, clock.now()),
    is_public: toBool(row.is_public),
    created_at: row.created_at,
    updated_at: row.updated_at,
  });

  async function adminOf(id: number, ex: Executor = db): Promise<AdminVoucher> {
    const row = await load(id, ex);
    return toAdmin(row, (await targets.of([id], ex)).get(id));
  }

  /** The products and categories the owner picked, all of which must exist (422 names the ones that do not). */
  async function limitTo(id: number, input: VoucherInput, ex: Executor) {
    const found = await targets.existing(input.product_ids, input.category_ids, ex);
    const missing = [
      ...input.product_ids.filter((p) => !found.products.has(p)).map(() => 'product_ids'),
      ...input.category_ids.filter((c) => !found.categories.has(c)).map(() => 'category_ids'),
    ];
    if (missing.length > 0)
      throw new AppError(422, 'VALIDATION_ERROR', 'Produk atau kategori yang dipilih tidak ditemukan.', {
        details: [...new Set(missing)].map((path) => ({ path, message: 'Tidak ditemukan; pilih lagi.' })),
      });
    await targets.set(id, { product_ids: input.product_ids, category_ids: input.category_ids }, ex);
  }

  async function byCode(code: string, ex: Executor = db) {
    const normalized = normalizeVoucherCode(code);
    return VOUCHER_CODE_PATTERN.test(normalized) ? repo.findByCode(normalized, ex) : undefined;
  }

  async function load(id: number, ex: Executor = db): Promise<VoucherRow> {
    const row = await repo.findById(id, ex);
    if (!row) throw voucherNotFound();
    return row;
  }

  const track = (actor: Actor, action: string, id: number, details: Record<string, unknown>, ex: Executor) =>
    audit.record(
      { actorUserId: actor.userId, action, target: `voucher:${id}`, details, ip: actor.ip, requestId: actor.requestId },
      ex,
    );

  /** A voucher whose end is already behind it is ended at birth: refused rather than stored. */
  function checkEndAhead(input: VoucherInput) {
    if (input.ends_at && Date.parse(input.ends_at) <= clock.now().getTime()) {
      throw new AppError(422, 'VOUCHER_END_PASSED', 'Waktu berakhir sudah lewat. Pilih waktu yang akan datang.', {
        details: [{ path: 'ends_at', message: 'Waktu berakhir sudah lewat.' }],
      });
    }
  }

  const rowOf = (input: VoucherInput) => ({
    code: input.code,
    description: input.description,
    type: input.type,
    value: input.value,
    max_discount: input.type === 'percent' ? input.max_discount : null,
    min_spend: input.min_spend,
    starts_at: input.starts_at,
    ends_at: input.ends_at,
    usage_limit_total: input.usage_limit_total,
    usage_limit_per_customer: input.usage_limit_per_customer,
    is_public: input.is_public,
  });

  async function changeState(
    id: number,
    from: readonly VoucherRow['state'][],
    to: VoucherRow['state'],
    action: string,
    actor: Actor,
  ): Promise<AdminVoucher> {
    return db.transaction().execute(async (trx) => {
      const before = await load(id, trx);
      const now = clock.now();
      if (voucherHasEnded(before, now)) throw hasEnded(before.code);
      if (!(await repo.setState(id, from, to, now.toISOString(), trx))) {
        throw new AppError(
          409,
          'INVALID_VOUCHER_STATE',
          to === 'active'
            ? `Voucher ${before.code} tidak sedang dijeda.`
            : `Voucher ${before.code} sudah ${before.state === 'paused' ? 'dijeda' : 'berakhir'}.`,
        );
      }
      await track(actor, action, id, { code: before.code, from: before.state, to }, trx);
      return adminOf(id, trx);
    });
  }

  return {
    /**
     * A shopper's look-up: the voucher when it applies now (to `subtotal`, for this customer when signed in). Counted
     * per address and, signed in, per account before the code is read: an answer says whether a code exists.
     */
    async find(code: string, context: { ip: string; subtotal?: number; userId?: number }) {
      await countLookUp(`voucher:ip:${context.ip}`, VOUCHER_LOOKUP_RULES.perAddress);
      if (context.userId !== undefined) {
        await countLookUp(`voucher:user:${context.userId}`, VOUCHER_LOOKUP_RULES.perAccount);
      }
      const voucher = await byCode(code);
      if (!voucher) throw refusal('not_found', undefined, false);
      const usedByCustomer =
        context.userId !== undefined && voucher.usage_limit_per_customer !== null
          ? await repo.customerUses(voucher.id, context.userId)
          : undefined;
      const scope = await scopeOfVoucher(voucher.id);
      // A limited voucher's minimum counts only what it covers: the cart (and the order) sums that, not this look-up.
      const subtotal = scope ? undefined : context.subtotal;
      const reason = voucherRefusal(rulesOf(voucher), { now: clock.now(), subtotal, usedByCustomer });
      if (reason) throw refusal(reason, voucher, false);
      return present(voucher, scope);
    },

    /**
     * The voucher an order names and what it takes off `subtotal`, checked before the order's transaction (a quick,
     * clear answer); `redeem` takes the use inside it. Not counted as a look-up: the order's attempts are already
     * counted per customer before the code is read (ORDER_CREATES_PER_HOUR, order-placement.ts; decision 049).
     */
    async forOrder(code: string, lines: readonly AmountLine[], userId: number) {
      const voucher = await byCode(code);
      if (!voucher) throw refusal('not_found', undefined, true);
      const usedByCustomer =
        voucher.usage_limit_per_customer !== null ? await repo.customerUses(voucher.id, userId) : undefined;
      const terms = voucherTerms(present(voucher, await scopeOfVoucher(voucher.id)));
      // A voucher limited to some products counts only their lines, for its minimum spend as for its discount.
      const reason = voucherRefusal(rulesOf(voucher), {
        now: clock.now(),
        subtotal: orderAmounts(lines, null, terms).covered,
        usedByCustomer,
        coversAny: voucherCoversAny(terms, lines),
      });
      if (reason) throw refusal(reason, voucher, true);
      // The terms, not a discount: the order sums itself with orderAmounts (packages/shared), as the cart and checkout do.
      return { id: voucher.id, code: voucher.code, terms };
    },

    /**
     * A client written from the spec sends only the discount it applied, never the code (the earlier shop checked
     * codes in the browser): the public voucher that applies now and gives exactly that discount on this subtotal,
     * if any. A private code is a secret that gives money away (SECURITY 40): it must be sent to be used, or a
     * client could claim it by trying discounts (decision 049).
     */
    async matchingDiscount(subtotal: number, discount: number | undefined) {
      if (!discount) return null;
      const now = clock.now();
      const open = await repo.listPublicActive();
      const limited = await targets.of(open.map((v) => v.id));
      // Only an offer on the whole order: a spec client knows nothing of limited vouchers or Gratis Ongkir.
      const match = open.find(
        (v) =>
          v.type !== 'shipping' &&
          !limited.has(v.id) &&
          voucherRefusal(rulesOf(v), { now, subtotal }) === null &&
          voucherDiscount(present(v), subtotal) === discount,
      );
      return match ? { id: match.id, code: match.code, terms: voucherTerms(present(match)) } : null;
    },

    /**
     * Takes one use of the voucher for the order being stored, inside its transaction. The caller holds the
     * customer's row locked (order-placement.ts), so the customer's uses are counted exactly; the total is taken
     * with one conditional update. A use gone meanwhile fails the order (409), which then takes nothing else.
     */
    async redeem(voucherId: number, userId: number, orderId: number, trx: Executor) {
      const now = clock.now();
      const voucher = await load(voucherId, trx);
      if (voucher.usage_limit_per_customer !== null) {
        const used = await repo.customerUses(voucherId, userId, trx);
        if (used >= voucher.usage_limit_per_customer) throw refusal('customer_limit', voucher, true);
      }
      if (!(await repo.takeUse(voucherId, now.toISOString(), trx))) {
        const current = await load(voucherId, trx);
        throw refusal(voucherRefusal(rulesOf(current), { now }) ?? 'used_up', current, true);
      }
      await repo.insertRedemption(
        { voucher_id: voucherId, order_id: orderId, user_id: userId, created_at: now.toISOString() },
        trx,
      );
    },

    /** A cancelled or expired order gives its use back (decision 045); once, whoever cancels it. */
    giveBack(orderId: number, trx: Executor) {
      return repo.returnUse(orderId, trx);
    },

    async list(): Promise<AdminVoucher[]> {
      const rows = await repo.list();
      const limited = await targets.of(rows.map((v) => v.id));
      return rows.map((row) => toAdmin(row, limited.get(row.id)));
    },

    async create(input: VoucherInput, actor: Actor): Promise<AdminVoucher> {
      checkEndAhead(input);
      try {
        return await db.transaction().execute(async (trx) => {
          const now = clock.now().toISOString();
          const row = { ...rowOf(input), used_count: 0, state: 'active' as const, created_at: now, updated_at: now };
          const id = await repo.insert(row, trx);
          await limitTo(id, input, trx);
          await track(actor, 'voucher.create', id, { after: { ...summary(row), ...scopeSummary(input) } }, trx);
          return adminOf(id, trx);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw codeTaken(input.code);
        throw error;
      }
    },

    /**
     * Edits a voucher not yet ended. Once used, its code, type and value stay (the orders that used it, and its
     * count of uses, speak of that offer); the rest may change, and a total limit never drops under the uses taken.
     */
    async update(id: number, input: VoucherInput, actor: Actor): Promise<AdminVoucher> {
      checkEndAhead(input);
      try {
        return await db.transaction().execute(async (trx) => {
          const before = await load(id, trx);
          if (voucherHasEnded(before, clock.now())) throw hasEnded(before.code);
          const after = rowOf(input);
          const offerChanged =
            after.code !== before.code || after.type !== before.type || after.value !== Number(before.value);
          const inUse = () =>
            new AppError(
              409,
              'VOUCHER_IN_USE',
              `Voucher ${before.code} sudah dipakai ${before.used_count} kali: kode, jenis dan nilainya tidak bisa ` +
                'diubah lagi. Akhiri voucher ini dan buat voucher baru.',
            );
          const belowUses = (used: number) =>
            new AppError(
              422,
              'VOUCHER_LIMIT_BELOW_USES',
              `Batas total tidak boleh di bawah pemakaian yang sudah terjadi (${used} kali).`,
              { details: [{ path: 'usage_limit_total', message: `Minimal ${used}.` }] },
            );
          if (offerChanged && before.used_count > 0) throw inUse();
          if (after.usage_limit_total !== null && after.usage_limit_total < before.used_count)
            throw belowUses(before.used_count);
          const changed = await repo.update(
            id,
            { ...after, updated_at: clock.now().toISOString() },
            { unused: offerChanged, usedAtMost: after.usage_limit_total },
            trx,
          );
          if (!changed) {
            // An order took a use between the read and the write.
            const current = await load(id, trx);
            if (current.state === 'ended') throw hasEnded(current.code);
            throw offerChanged && current.used_count > 0 ? inUse() : belowUses(current.used_count);
          }
          await limitTo(id, input, trx);
          await track(
            actor,
            'voucher.update',
            id,
            { before: summary(before), after: { ...summary(after), ...scopeSummary(input) } },
            trx,
          );
          return adminOf(id, trx);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw codeTaken(input.code);
        throw error;
      }
    },

    pause: (id: number, actor: Actor) => changeState(id, ['active'], 'paused', 'voucher.pause', actor),
    resume: (id: number, actor: Actor) => changeState(id, ['paused'], 'active', 'voucher.resume', actor),
    end: (id: number, actor: Actor) => changeState(id, ['active', 'paused'], 'ended', 'voucher.end', actor),
  };
}
export type VouchersService = ReturnType<typeof vouchersService>;
