#!/usr/bin/env node
// Prints what breaks the house rules (scripts/architecture.mjs) and exits 1 when anything does.
import { checkArchitecture } from './architecture.mjs';

const found = checkArchitecture(process.cwd());
const lines = [
  ...found.cycles.map((c) => `import cycle: ${c.join(' → ')}`),
  ...found.upward.map((t) => `config.ts imports a module: ${t}`),
  ...found.longFiles.map((f) => `${f.file}: ${f.lines} lines (at most 500)`),
  ...found.functions.map((f) => `${f.file}: ${f.name} is ${f.lines} lines (at most ${f.limit})`),
  ...found.citations.map((c) => `${c.file}:${c.line}: "${c.citation}" — ${c.why}`),
];
for (const line of lines) console.log(line);
console.log(lines.length ? `\n${lines.length} problems` : 'The house rules hold.');
process.exit(lines.length ? 1 : 0);
