import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Text of a PDF through poppler's pdftotext, with its lines and page count (`apt-get install poppler-utils`). */
export function pdfText(pdf: Buffer): { text: string; lines: string[]; pages: number } {
  const dir = mkdtempSync(path.join(tmpdir(), 'boneka-pdf-'));
  const file = path.join(dir, 'report.pdf');
  writeFileSync(file, pdf);
  try {
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    return { text, lines: text.split('\n'), pages: Number(/Pages:\s+(\d+)/.exec(info)?.[1] ?? 0) };
  } catch (error) {
    throw new Error(
      `pdftotext/pdfinfo failed — install poppler-utils (apt-get install -y poppler-utils): ${String(error)}`,
      { cause: error },
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
