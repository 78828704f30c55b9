// A fresh database for the bench: a SQLite file under its work folder, or a database created beside
// BENCH_DATABASE_URL's. The server migrates it at its first start; `fill` then writes the scale data straight in.
import Sqlite from 'better-sqlite3';
import pg from 'pg';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { keep, writePostgres, writeSqlite } from './scale-data.mjs';

/** `{ env, fill(data), query(sql) }` for `kind` ('sqlite' or 'postgres'), its files under `workDir`. */
export async function prepareDatabase(kind, workDir) {
  if (kind === 'sqlite') {
    const dataDir = path.join(workDir, 'sqlite');
    rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(dataDir, { recursive: true });
    return {
      env: { DATA_DIR: dataDir },
      async fill(data) {
        const sqlite = new Sqlite(path.join(dataDir, 'shop.db'));
        writeSqlite(sqlite, data);
        sqlite.close();
      },
      async query(text) {
        const sqlite = keep(new Sqlite(path.join(dataDir, 'shop.db'), { readonly: true }));
        try {
          return keep(sqlite.prepare(text)).all();
        } finally {
          sqlite.close();
        }
      },
    };
  }
  const admin = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL });
  await admin.connect();
  const name = 'boneka_bench';
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(process.env.BENCH_DATABASE_URL);
  url.pathname = `/${name}`;
  const connectionString = url.toString();
  const dataDir = path.join(workDir, 'postgres');
  rmSync(dataDir, { recursive: true, force: true });
  const withClient = async (work) => {
    const client = new pg.Client({ connectionString });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: connectionString },
    fill: (data) => withClient((client) => writePostgres(client, data)),
    query: (text) => withClient(async (client) => (await client.query(text)).rows),
  };
}
