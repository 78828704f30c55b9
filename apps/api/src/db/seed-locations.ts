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

async function insertInBatches<T extends 'provinces' | 'cities' | 'districts'>(
  db: Db,
  table: T,
  rows: Record<string, string | number>[],
) {
  for (let i = 0; i < rows.length; i += BATCH) {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    await db
      .insertInto(table)
      .values(rows.slice(i, i + BATCH) as any)
      .execute();
  }
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
    await insertInBatches(
      trx,
      'provinces',
      provinces.map((p) => ({ id: codeToId(p.code), name: titleCase(p.name) })),
    );
    await insertInBatches(
      trx,
      'cities',
      regencies.map((r) => ({ id: codeToId(r.code), province_id: codeToId(r.province_code), name: titleCase(r.name) })),
    );
    await insertInBatches(
      trx,
      'districts',
      districts.map((d) => ({ id: codeToId(d.code), city_id: codeToId(d.regency_code), name: d.name })),
    );
  });
}
