import { getDistricts, getProvinces, getRegencies } from 'idn-area-data';
import type { Db } from './database.js';

const KEEP_UPPER = new Set(['DKI', 'DI', 'II', 'III', 'IV']);

/** 'KABUPATEN ACEH SELATAN' → 'Kabupaten Aceh Selatan'; keeps 'DKI', 'DI'. */
export function titleCase(name: string): string {
  return name
    .toLowerCase()
    .split(' ')
    .map((word) => {
      if (KEEP_UPPER.has(word.toUpperCase())) return word.toUpperCase();
      return word.replace(/(^|[-(])([a-z])/g, (_, p: string, c: string) => p + c.toUpperCase());
    })
    .join(' ');
}

/** '32.73.01' → 327301: the official code with its dots removed is the id. */
const codeToId = (code: string) => Number(code.replaceAll('.', ''));

const BATCH = 500;

/** Runs `insert` on slices of `rows`: one statement per 500 rows keeps each under the bind-parameter limits. */
async function inBatches<Row>(rows: Row[], insert: (batch: Row[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/** Loads the provinces, regencies/cities and districts of Indonesia shipped in `idn-area-data`, once. */
export async function seedLocations(db: Db): Promise<void> {
  const existing = await db
    .selectFrom('provinces')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  if (Number(existing?.n ?? 0) > 0) return;
  const [provinces, regencies, districts] = await Promise.all([getProvinces(), getRegencies(), getDistricts()]);
  await db.transaction().execute(async (trx) => {
    await inBatches(
      provinces.map((p) => ({ id: codeToId(p.code), name: titleCase(p.name) })),
      (batch) => trx.insertInto('provinces').values(batch).execute(),
    );
    await inBatches(
      regencies.map((r) => ({ id: codeToId(r.code), province_id: codeToId(r.province_code), name: titleCase(r.name) })),
      (batch) => trx.insertInto('cities').values(batch).execute(),
    );
    await inBatches(
      districts.map((d) => ({ id: codeToId(d.code), city_id: codeToId(d.regency_code), name: d.name })),
      (batch) => trx.insertInto('districts').values(batch).execute(),
    );
  });
}
