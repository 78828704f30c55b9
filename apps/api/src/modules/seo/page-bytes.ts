import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

/** A page's bytes in each encoding the store sends (page-store.ts). */
export interface Bytes {
  br: Buffer;
  gzip: Buffer;
  /** The page unpacked, for a client that accepts neither (a load test, a crawler): kept with the others in memory. */
  plain?: Buffer;
}

const weightOf = (bytes: Bytes) => bytes.br.length + bytes.gzip.length + (bytes.plain?.length ?? 0);

/** A made page's HTML in each encoding, compressed once. */
export async function compressPage(page: string): Promise<Bytes> {
  const html = Buffer.from(page);
  const [br, gzip] = await Promise.all([
    brotli(html, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: html.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gzipped(html, { level: GZIP_LEVEL }),
  ]);
  return { br, gzip, plain: html };
}

/** The bytes of the pages visited most recently, up to `maxBytes` together; the oldest use goes first. */
export class RecentBytes {
  /** Oldest use first. */
  private readonly held = new Map<string, Bytes>();
  private heldBytes = 0;

  constructor(private readonly maxBytes: number) {}

  /** A page's bytes if held, now the most recently used. */
  use(key: string): Bytes | undefined {
    const bytes = this.held.get(key);
    if (bytes) {
      this.held.delete(key);
      this.held.set(key, bytes);
    }
    return bytes;
  }

  hold(key: string, bytes: Bytes) {
    const size = weightOf(bytes);
    if (size > this.maxBytes) return;
    const previous = this.held.get(key);
    if (previous) {
      this.held.delete(key);
      this.heldBytes -= weightOf(previous);
    }
    for (const [oldest, held] of this.held) {
      if (this.heldBytes + size <= this.maxBytes) break;
      this.held.delete(oldest);
      this.heldBytes -= weightOf(held);
    }
    this.held.set(key, bytes);
    this.heldBytes += size;
  }

  /** A page held gained its unpacked form. */
  grew(key: string, bytes: Bytes) {
    if (this.held.get(key) === bytes) this.heldBytes += bytes.plain?.length ?? 0;
  }

  forget(key: string) {
    const bytes = this.held.get(key);
    if (bytes) {
      this.held.delete(key);
      this.heldBytes -= weightOf(bytes);
    }
  }
}
