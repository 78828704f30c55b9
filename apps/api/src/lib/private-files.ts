import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';

/**
 * DATA_DIR holds the database (password hashes, addresses, orders), payment proofs, mail with codes and the
 * generated secrets: only the account the shop runs as may read it. Modes are set explicitly rather than left to
 * the umask, and folders or files an older version created open are tightened at start.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Creates the folder (and missing parents) owner-only, and tightens it if it already exists. */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  chmodSync(dir, PRIVATE_DIR_MODE);
}

/** Creates the file empty and owner-only if it is missing, and tightens it (and the files given) if present. */
export function ensurePrivateFile(file: string, ...companions: string[]): void {
  closeSync(openSync(file, 'a', PRIVATE_FILE_MODE));
  for (const path of [file, ...companions]) if (existsSync(path)) chmodSync(path, PRIVATE_FILE_MODE);
}
