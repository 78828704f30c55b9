// The house rules hold on the repository, and the check that says so can fail: each rule is shown breaking on a
// small tree made up for the purpose.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { brokenCitations, checkArchitecture, importCycles, importGraph, longFunctions } from './architecture.mjs';
import ts from 'typescript';

const repository = path.resolve(import.meta.dirname, '..');
const dirs = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

function tree(files) {
  const root = mkdtempSync(path.join(tmpdir(), 'architecture-'));
  dirs.push(root);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  return root;
}

const docs = {
  'docs/design.md': '# Design\n\n## 1. Shape\n\n## 5. Rules\n',
  'docs/security.md': '# Security\n\n### 1. Passwords\n\n### 2. Rules\n',
  'docs/decisions/001-database.md': '# 1\n',
};

describe('the repository', () => {
  it('keeps the house rules: no cycle, nothing upward into config.ts, no long file or function, no dead citation', () => {
    const found = checkArchitecture(repository);
    expect(found.cycles).toEqual([]);
    expect(found.upward).toEqual([]);
    expect(found.longFiles).toEqual([]);
    expect(found.functions).toEqual([]);
    expect(found.citations).toEqual([]);
  }, 60_000);
});

describe('the check', () => {
  it('counts a cycle closed only by type imports', () => {
    const root = tree({
      'apps/api/src/a.ts': "import type { B } from './b.js';\nexport type A = { b?: B };\n",
      'apps/api/src/b.ts': "import { type A } from './a.js';\nexport type B = { a?: A };\n",
      'apps/api/src/c.ts': "export type { A } from './a.js';\n",
    });
    const graph = importGraph(root, ['apps/api/src/a.ts', 'apps/api/src/b.ts', 'apps/api/src/c.ts']);
    expect(importCycles(graph)).toEqual([['apps/api/src/a.ts', 'apps/api/src/b.ts']]);
  });

  it('follows the web alias and import() types', () => {
    const root = tree({
      'apps/web/src/lib/x.ts': "export type X = import('@/lib/y').Y;\n",
      'apps/web/src/lib/y.ts': "import type { X } from '@/lib/x';\nexport type Y = X[];\n",
    });
    const graph = importGraph(root, ['apps/web/src/lib/x.ts', 'apps/web/src/lib/y.ts']);
    expect(importCycles(graph)).toHaveLength(1);
  });

  it('holds a function to 150 lines, and a service factory to 80 lines a method', () => {
    const body = (n) => Array.from({ length: n }, (_, i) => `  const v${i} = ${i};`).join('\n');
    const parse = (file, text) => ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const plain = `export function long() {\n${body(150)}\n}\n`;
    expect(longFunctions('x.ts', parse('x.ts', plain))).toEqual([
      { file: 'x.ts', name: 'long', lines: 152, limit: 150 },
    ]);
    const factory = `export function things() {\n  return {\n    one() {\n${body(80)}\n    },\n    two() {\n${body(10)}\n    },\n  };\n}\n`;
    expect(longFunctions('things.service.ts', parse('things.service.ts', factory))).toEqual([
      { file: 'things.service.ts', name: 'one', lines: 82, limit: 80 },
    ]);
    // The same factory outside a service is one function of 100 lines: within the bound.
    expect(longFunctions('things.ts', parse('things.ts', factory))).toEqual([]);
  });

  it('finds citations of documents, sections, requirements and records that are not there', () => {
    const root = tree({
      ...docs,
      'apps/api/src/x.ts': [
        '// DESIGN §5',
        '// docs/design.md §5 and docs/design.md §9',
        '// SECURITY 2, SECURITY 41',
        '// decision 001, decision 077',
        '// see STYLE.md',
        '// docs/missing.md',
      ].join('\n'),
      'README.md': '[ok](docs/design.md) [gone](docs/gone.md)\n',
    });
    const found = brokenCitations(root).map((c) => `${c.file}:${c.line} ${c.why}`);
    expect(found).toEqual([
      'README.md:1 docs/gone.md is not there',
      "README.md:1 the link's docs/gone.md is not there",
      'apps/api/src/x.ts:1 DESIGN is not in the repository: cite docs/design.md §n',
      'apps/api/src/x.ts:5 STYLE.md is not in the repository: cite docs/style.md',
      'apps/api/src/x.ts:2 docs/design.md has no section 9',
      'apps/api/src/x.ts:3 docs/security.md has no requirement 41',
      'apps/api/src/x.ts:4 docs/decisions has no record 077',
      'apps/api/src/x.ts:6 docs/missing.md is not there',
    ]);
  });

  it('finds config.ts importing a module, and a long file', () => {
    const root = tree({
      ...docs,
      'apps/api/src/config.ts': "import { x } from './modules/payments/midtrans.js';\nexport const y = x;\n",
      'apps/api/src/modules/payments/midtrans.ts': `export const x = 1;\n${'// line\n'.repeat(500)}`,
    });
    const found = checkArchitecture(root);
    expect(found.upward).toEqual(['apps/api/src/modules/payments/midtrans.ts']);
    expect(found.longFiles).toEqual([{ file: 'apps/api/src/modules/payments/midtrans.ts', lines: 501 }]);
  });
});
