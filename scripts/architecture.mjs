// The house rules a linter cannot hold (docs/style.md, "Size and shape"; ARCHITECTURE.md): no import cycle, type
// imports included; config.ts imports no module; no source file past 500 lines and no function past 150 (a service
// or repository factory counts by its methods: none past 80); every citation of a design document points to a file
// and a section that are there. `node scripts/check-architecture.mjs` prints what breaks them; the tools suite runs it.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const MAX_FILE_LINES = 500;
export const MAX_FUNCTION_LINES = 150;
export const MAX_FACTORY_METHOD_LINES = 80;

/**
 * Files whose length is their content, not their logic: migrations (history, never edited), seed data, mail
 * templates, schema types, message catalogues.
 */
export const LONG_FILES_ALLOWED = [
  /^apps\/api\/src\/db\/migrations\//,
  /^apps\/api\/src\/seed\//,
  /^apps\/api\/src\/db\/schema\.ts$/,
  /^apps\/api\/src\/modules\/[^/]+\/[^/]*mails?\.tsx$/,
  /^apps\/web\/src\/lib\/i18n\/messages\//,
];

const SOURCE_ROOTS = ['apps/api/src', 'apps/web/src', 'packages/shared/src'];
const SOURCE_FILE = /\.(ts|tsx|mts|mjs)$/;
const TEST_FILE = /(\.test\.|\/test\/|\.d\.ts$)/;

function walk(root, dir, out = []) {
  const full = path.join(root, dir);
  if (!existsSync(full)) return out;
  for (const entry of readdirSync(full, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const rel = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) walk(root, rel, out);
    else out.push(rel);
  }
  return out;
}

/** The source files of the three packages, tests left out. */
export function sourceFiles(root) {
  return SOURCE_ROOTS.flatMap((dir) => walk(root, dir)).filter((f) => SOURCE_FILE.test(f) && !TEST_FILE.test(f));
}

const parse = (root, file) =>
  ts.createSourceFile(
    file,
    readFileSync(path.join(root, file), 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );

/** Every module a file names: imports and re-exports (`import type` and `export type` too) and `import('…')`. */
export function importedSpecifiers(source) {
  const found = [];
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (ts.isStringLiteral(node.moduleSpecifier)) found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      const literal = node.argument.literal;
      if (ts.isStringLiteral(literal)) found.push(literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The repository file an import names, or undefined for a package outside the repository. */
export function resolveImport(root, from, specifier) {
  let base;
  if (specifier.startsWith('.')) base = path.posix.join(path.posix.dirname(from), specifier);
  else if (specifier.startsWith('@/')) base = path.posix.join('apps/web/src', specifier.slice(2));
  else if (specifier === '@boneka/shared') base = 'packages/shared/src/index.ts';
  else if (specifier.startsWith('@boneka/shared/')) base = path.posix.join('packages/shared/src', specifier.slice(15));
  else return undefined;
  const stem = base.replace(/\.(js|mjs|jsx)$/, '');
  const candidates = [
    base,
    `${stem}.ts`,
    `${stem}.tsx`,
    `${stem}.mts`,
    `${stem}.mjs`,
    `${stem}/index.ts`,
    `${stem}/index.tsx`,
  ];
  return candidates.find((c) => existsSync(path.join(root, c)) && statSync(path.join(root, c)).isFile());
}

/** Strongly connected components of more than one file, or a file importing itself (Tarjan). */
export function importCycles(graph) {
  let index = 0;
  const stack = [];
  const on = new Set();
  const idx = new Map();
  const low = new Map();
  const cycles = [];
  const connect = (v) => {
    idx.set(v, index);
    low.set(v, index);
    index++;
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        on.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (graph.get(v) ?? new Set()).has(v)) cycles.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) connect(v);
  return cycles;
}

export function importGraph(root, files) {
  const graph = new Map();
  for (const file of files) {
    const targets = new Set();
    for (const spec of importedSpecifiers(parse(root, file))) {
      const target = resolveImport(root, file, spec);
      if (target) targets.add(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

const isFunction = (node) =>
  ts.isFunctionDeclaration(node) ||
  ts.isFunctionExpression(node) ||
  ts.isArrowFunction(node) ||
  ts.isMethodDeclaration(node) ||
  ts.isGetAccessorDeclaration(node) ||
  ts.isSetAccessorDeclaration(node) ||
  ts.isConstructorDeclaration(node);

function functionName(node) {
  if (node.name && ts.isIdentifier(node.name)) return node.name.text;
  const parent = node.parent;
  if (parent && (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) && ts.isIdentifier(parent.name))
    return parent.name.text;
  return '(anonymous)';
}

/**
 * A factory: a top-level function of a service or repository file (or a class) whose body holds the methods it
 * returns. It is measured by its methods, each held to MAX_FACTORY_METHOD_LINES; any other function is held whole to
 * MAX_FUNCTION_LINES.
 */
export function longFunctions(file, source) {
  const factoryFile = /\.(service|repo)\.ts$/.test(file);
  const lines = (node) => {
    const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
    const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
    return end - start + 1;
  };
  const found = [];
  // A migration is history: it ran as written on every shop's database, so it is read, never reshaped.
  if (/\/db\/migrations\//.test(file)) return found;
  const visit = (node, insideFactory, depth) => {
    if (ts.isClassDeclaration(node) || ts.isClassExpression(node)) {
      ts.forEachChild(node, (child) => visit(child, true, depth));
      return;
    }
    if (isFunction(node)) {
      const n = lines(node);
      const topLevel = depth === 0;
      const isFactory = factoryFile && topLevel;
      if (!isFactory) {
        const limit = insideFactory ? MAX_FACTORY_METHOD_LINES : MAX_FUNCTION_LINES;
        if (n > limit) found.push({ file, name: functionName(node), lines: n, limit });
        // Whatever lies inside a function already measured is part of it.
        return;
      }
      ts.forEachChild(node, (child) => visit(child, true, depth + 1));
      return;
    }
    ts.forEachChild(node, (child) => visit(child, insideFactory, depth));
  };
  ts.forEachChild(source, (child) => visit(child, false, 0));
  return found;
}

/** Section numbers a markdown document declares as "## n." headings. */
const sectionsOf = (text) => new Set([...text.matchAll(/^#{2,3} (\d+)\./gm)].map((m) => Number(m[1])));

/** Files that name the old citations to say what they became (this check and the style guide's note). */
const SELF_REFERENCES = [
  'scripts/architecture.mjs',
  'docs/style.md',
  'docs/security.md',
  'docs/design.md',
  'docs/decisions/057-one-room-per-purpose.md',
];
const CITED_FILES = ['README.md', 'CONTRIBUTING.md', 'eslint.config.js', 'vitest.config.ts', 'playwright.config.ts'];
const CITING_ROOTS = ['apps', 'packages', 'scripts', 'bench', 'e2e', 'docs', 'deploy', '.ci'];
const TEXT_FILE = /\.(ts|tsx|mts|mjs|js|md|css|html|sh|vcl|yml|yaml|json)$|^\.ci\//;

/** Every citation of a design document that names a file or a section that is not there. */
export function brokenCitations(root) {
  const design = readFileSync(path.join(root, 'docs/design.md'), 'utf8');
  const security = readFileSync(path.join(root, 'docs/security.md'), 'utf8');
  const designSections = sectionsOf(design);
  const securityLines = new Set([...security.matchAll(/^### (\d+)\./gm)].map((m) => Number(m[1])));
  const decisions = new Set(readdirSync(path.join(root, 'docs/decisions')).map((f) => f.slice(0, 3)));
  const files = [...CITED_FILES, ...CITING_ROOTS.flatMap((dir) => walk(root, dir))].filter(
    (f) => TEXT_FILE.test(f) && !f.includes('/results/') && !f.endsWith('package-lock.json'),
  );
  const broken = [];
  for (const file of files) {
    // The check's own test writes broken citations on purpose, in the trees it makes up.
    if (file === 'scripts/architecture.test.mjs' || !existsSync(path.join(root, file))) continue;
    const text = readFileSync(path.join(root, file), 'utf8');
    const lineOf = (at) => text.slice(0, at).split('\n').length;
    const report = (at, citation, why) => broken.push({ file, line: lineOf(at), citation, why });
    for (const m of text.matchAll(/\bDESIGN(\.md)? ?§/g))
      if (!SELF_REFERENCES.includes(file))
        report(m.index, m[0], 'DESIGN is not in the repository: cite docs/design.md §n');
    for (const m of text.matchAll(/(?<![\w/])STYLE\.md\b/g))
      if (!SELF_REFERENCES.includes(file))
        report(m.index, m[0], 'STYLE.md is not in the repository: cite docs/style.md');
    for (const m of text.matchAll(/(?<![\w/])SECURITY\.md\b/g))
      if (!SELF_REFERENCES.includes(file)) report(m.index, m[0], 'cite docs/security.md');
    for (const m of text.matchAll(/docs\/design\.md ?§§? ?(\d+)((?:(?:, | and | or |–|-)§?\d+)*)/g)) {
      const numbers = [m[1], ...(m[2].match(/\d+/g) ?? [])].map(Number);
      for (const n of numbers) if (!designSections.has(n)) report(m.index, m[0], `docs/design.md has no section ${n}`);
    }
    for (const m of text.matchAll(/\bSECURITY (\d+)((?:(?:, | and |–)\d+)*)/g)) {
      const numbers = [m[1], ...(m[2].match(/\d+/g) ?? [])].map(Number);
      for (const n of numbers)
        if (!securityLines.has(n)) report(m.index, m[0], `docs/security.md has no requirement ${n}`);
    }
    for (const m of text.matchAll(/\b[Dd]ecisions? (\d{3})\b/g))
      if (!decisions.has(m[1])) report(m.index, m[0], `docs/decisions has no record ${m[1]}`);
    for (const m of text.matchAll(/(?<![\w.-])((?:\.\.\/)*docs\/[\w./-]+\.md)\b/g)) {
      const cited = m[1].replace(/^(\.\.\/)+/, '');
      if (cited.includes('NNN')) continue; // the pattern of a record's name, as the style guide writes it
      if (!existsSync(path.join(root, cited))) report(m.index, m[0], `${cited} is not there`);
    }
    if (file.endsWith('.md')) {
      for (const m of text.matchAll(/\]\((?!https?:|#|mailto:)([^)#\s]+)(#[^)]*)?\)/g)) {
        const target = path.posix.join(path.posix.dirname(file), m[1]);
        if (!existsSync(path.join(root, target))) report(m.index, m[0], `the link's ${target} is not there`);
      }
    }
  }
  return broken;
}

/** Everything that breaks the house rules under `root`. */
export function checkArchitecture(root) {
  const files = sourceFiles(root);
  const graph = importGraph(root, files);
  const cycles = importCycles(graph);
  const config = 'apps/api/src/config.ts';
  const upward = [...(graph.get(config) ?? [])].filter((t) => t.startsWith('apps/api/src/modules/'));
  const longFiles = [];
  const functions = [];
  for (const file of files) {
    const text = readFileSync(path.join(root, file), 'utf8');
    const lineCount = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
    if (lineCount > MAX_FILE_LINES && !LONG_FILES_ALLOWED.some((re) => re.test(file)))
      longFiles.push({ file, lines: lineCount });
    functions.push(...longFunctions(file, parse(root, file)));
  }
  return { cycles, upward, longFiles, functions, citations: brokenCitations(root) };
}
