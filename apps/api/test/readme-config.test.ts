import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENV_VARIABLES } from '../src/config.js';

/** The variables named in the first column of the README's configuration table. */
function documentedVariables(): string[] {
  const readme = readFileSync(path.resolve(import.meta.dirname, '../../../README.md'), 'utf8');
  const section = readme.split('## Configure it for production')[1]?.split('\n## ')[0] ?? '';
  const rows = section.split('\n').filter((line) => line.startsWith('| `'));
  return rows.flatMap((row) => [...(row.split('|')[1] ?? '').matchAll(/`([A-Z0-9_]+)`/g)].map((m) => m[1]!));
}

describe("the README's configuration table (issue 11)", () => {
  it('lists every variable the server reads, and none it does not', () => {
    const documented = documentedVariables();
    expect([...documented].sort()).toEqual([...ENV_VARIABLES].sort());
  });
});
