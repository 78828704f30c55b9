#!/usr/bin/env node
// Build step of the web app (apps/web `npm run build`, after Vite): the app's stylesheet as a plan from which the
// server inlines, in each shop page it makes, only the rules that page's markup can use (decision 055). Written to
// apps/web/dist-server/critical-css.json, beside the server's half of the build: never served to visitors.
//
// Beasties' compiler does the hard part (parsing, selectors reduced to the classes, tags and ids an element needs
// for them to match, minified rule text); this file drops what a first paint never needs and writes the plan in
// the small form apps/api/src/modules/seo/page-shell.ts reads:
// - rules of a pointer or keyboard state (:hover, :focus, :active…) and transitions: nothing hovers, focuses or
//   moves before the whole stylesheet arrives, and the page looks the same once it has;
// - Tailwind's `@property` registrations and their fallback for older browsers: the page gets instead one rule
//   with the starting values of the `--tw-*` properties its rules use (Tailwind's own fallback, without @supports).
import { compileSheet } from 'beasties/compiler';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Selectors that match only while someone points, taps, or moves the focus. */
const INTERACTION = /:(hover|focus|focus-visible|focus-within|active)\b/;
/** Declarations of movement, which a first paint does not show. */
const MOTION =
  /^(transition|transition-property|transition-duration|transition-timing-function|transition-delay|--tw-duration|--tw-ease)$/;

/** `{a:b;c:d}` split into its declarations, minding strings and parentheses. */
function declarations(body) {
  const parts = [];
  let depth = 0;
  let quote = '';
  let start = 1;
  for (let i = 1; i < body.length - 1; i++) {
    const c = body[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === ';' && depth === 0) {
      parts.push(body.slice(start, i));
      start = i + 1;
    }
  }
  if (start < body.length - 1) parts.push(body.slice(start, body.length - 1));
  return parts;
}

const property = (declaration) => declaration.slice(0, declaration.indexOf(':')).trim();

/**
 * A rule's declarations written shorter for the same values: a declaration repeated word for word is written once
 * (its last time), `calc(.25rem * 4)` inside another calc is `1rem`, and no space follows a comma outside strings.
 */
function compact(kept) {
  const last = kept.filter((declaration, i) => kept.lastIndexOf(declaration) === i);
  return last.map((declaration) =>
    declaration
      .replace(/calc\(\.25rem \* (\d+(?:\.\d+)?)\)/g, (_, n) => `${Number(n) / 4}rem`.replace(/^0\./, '.'))
      .replace(/("[^"]*"|'[^']*')|, /g, (match, quoted) => quoted ?? ','),
  );
}

/** `@property --tw-x{syntax:"*";inherits:false;initial-value:0}` → ['--tw-x', '0'] ('initial' without one). */
function registration(css) {
  const match = /^@property\s+(--[\w-]+)\s*(\{.*\});?$/s.exec(css);
  if (!match) return null;
  const initial = declarations(match[2]).find((d) => property(d) === 'initial-value');
  return [match[1], initial ? initial.slice(initial.indexOf(':') + 1).trim() : 'initial'];
}

/** The end of the parenthesis opened just before `from`, and whether a comma stands at its top level. */
function closing(css, from) {
  let depth = 1;
  let comma = false;
  for (let i = from; i < css.length; i++) {
    if (css[i] === '(') depth++;
    else if (css[i] === ')' && --depth === 0) return { end: i, comma };
    else if (css[i] === ',' && depth === 1) comma = true;
  }
  return { end: -1, comma };
}

/**
 * Beasties' compiler leaves out a selector that is only `:where(…)` or `:is(…)`, as Tailwind writes `space-y-*`
 * (`:where(.space-y-4>:not(:last-child))`), `divide-*` and the peer and `*:` variants: a page would lose its spacing
 * until the whole stylesheet arrived. Such a selector is compiled as what it wraps, marked with a class of ours, and
 * given back its own text (and weight, which `:where` keeps at zero) in the plan.
 */
function unwrapped(css) {
  const originals = [];
  let out = '';
  let at = 0;
  for (const match of css.matchAll(/(?<=[{};,]):(?:where|is)\(/g)) {
    if (match.index < at) continue;
    const inner = match.index + match[0].length;
    const { end, comma } = closing(css, inner);
    if (end < 0 || comma) continue;
    let stop = end + 1;
    while (stop < css.length && css[stop] !== ',' && css[stop] !== '{') stop++;
    out += `${css.slice(at, match.index)}.critical-${originals.length} ${css.slice(inner, end)}${css.slice(end + 1, stop)}`;
    originals.push(css.slice(match.index, stop));
    at = stop;
  }
  return { css: out + css.slice(at), originals };
}

/**
 * The plan of one stylesheet. `stylesheet` is its URL in the built shell; `rules` keep the stylesheet's order:
 * `[wrap, css]` (always inlined: layer statements and markers), `[wrap, selectors, needs, body]` (each selector
 * inlined when the page has every token it needs: `.class`, `#id` or a tag name; `null` for always) or
 * `[wrap, css, keyframes]` (a @keyframes, inlined with a rule that animates by it). `wrap` indexes `wraps`, the
 * at-rules around a rule (`@layer utilities{`, `@media (width>=40rem){`).
 */
export function criticalPlan(css, stylesheet) {
  const { css: marked, originals } = unwrapped(css);
  const sheet = compileSheet(marked, { href: stylesheet });
  const wraps = [];
  const wrapIndex = new Map();
  const wrapOf = (wrap = []) => {
    const key = JSON.stringify(wrap);
    if (!wrapIndex.has(key)) wrapIndex.set(key, wraps.push(wrap) - 1);
    return wrapIndex.get(key);
  };
  const defaults = {};
  const fallbacks = {};
  const rules = [];
  for (const rule of sheet.rules) {
    const wrap = rule.wrap ?? [];
    if (wrap.some((at) => at.startsWith('@layer properties'))) {
      // Tailwind's fallback for browsers without @property: the starting values as a browser must read them
      // unregistered (`--tw-ring-offset-width:0px`, where @property says `0` of a <length>).
      for (const declaration of rule.body ? declarations(rule.body) : []) {
        const name = property(declaration);
        if (name.startsWith('--')) fallbacks[name] = declaration.slice(declaration.indexOf(':') + 1);
      }
      continue;
    }
    if (wrap.some((at) => at.startsWith('@media (hover:hover)'))) continue;
    if (rule.css?.startsWith('@property')) {
      const [name, initial] = registration(rule.css) ?? [];
      if (name) defaults[name] = initial;
      continue;
    }
    if (rule.keyframes !== undefined) {
      rules.push([wrapOf(wrap), rule.css, rule.keyframes]);
      continue;
    }
    if (!rule.selectors || rule.body === undefined) {
      rules.push([wrapOf(wrap), rule.css ?? '']);
      continue;
    }
    const kept = rule.selectors
      .map((selector, i) => [selector, rule.match[i]])
      .map(([selector, match]) => {
        const marker = /\.critical-(\d+)/.exec(selector);
        if (!marker) return [selector, match];
        const classes = match.classes?.filter((name) => name !== `critical-${marker[1]}`);
        return [originals[Number(marker[1])], { ...match, classes }];
      })
      .filter(([s]) => !INTERACTION.test(s));
    const body = compact(declarations(rule.body).filter((d) => !MOTION.test(property(d))));
    if (!kept.length || !body.length) continue;
    const needs = kept.map(([, match]) =>
      match === true
        ? null
        : [
            ...(match.classes ?? []).map((name) => `.${name}`),
            ...(match.ids ?? []).map((id) => `#${id}`),
            ...(match.tags ?? []),
          ],
    );
    // The keyframes an animation names travel with the rule that animates (`animate-spin` → `spin`).
    const animates = (rule.keyframesUsed ?? []).filter((name) => sheet.rules.some((other) => other.keyframes === name));
    rules.push([
      wrapOf(wrap),
      kept.map(([s]) => s),
      needs,
      `{${body.join(';')}}`,
      ...(animates.length ? [animates] : []),
    ]);
  }
  Object.assign(defaults, fallbacks);
  // The layers in the order the stylesheet first names them: the inlined part must not order them otherwise.
  const layers = [];
  for (const match of css.matchAll(/@layer\s+([\w-]+(?:\s*,\s*[\w-]+)*)\s*[;{]/g))
    for (const name of match[1].split(',').map((n) => n.trim())) if (!layers.includes(name)) layers.push(name);
  return { stylesheet, layers: layers.length ? `@layer ${layers.join(',')};` : '', defaults, wraps, rules };
}

/**
 * What every page inlines whatever it shows: the layer order, the rules that always apply and those of the built
 * shell's own elements (html, head, body, #root). A page's own rules come on top (page-shell.ts, criticalCss).
 */
export function inlinedByEveryPage(plan, shell) {
  const tags = new Set([...shell.matchAll(/<([a-zA-Z][\w-]*)/g)].map((match) => match[1].toLowerCase()));
  let size = plan.layers.length;
  for (const rule of plan.rules) {
    if (rule.length === 2) size += rule[1].length;
    else if (rule.length >= 4) {
      const kept = rule[1].filter((_, i) => rule[2][i]?.every((token) => tags.has(token)) ?? true);
      if (kept.length) size += kept.join(',').length + rule[3].length;
    }
  }
  return size;
}

/** The built shell's stylesheet: its URL and the file's path. */
export function builtStylesheet(webDist) {
  const shell = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const link = /<link rel="stylesheet"[^>]* href="\/(assets\/[\w.-]+\.css)">/.exec(shell);
  if (!link) throw new Error('the built index.html links no stylesheet');
  return { url: `/${link[1]}`, file: path.join(webDist, link[1]) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const webDist = path.resolve(import.meta.dirname, '../apps/web/dist');
  const { url, file } = builtStylesheet(webDist);
  const plan = criticalPlan(readFileSync(file, 'utf8'), url);
  const out = path.join(webDist, '..', 'dist-server', 'critical-css.json');
  writeFileSync(out, JSON.stringify(plan));
  console.log(`critical CSS plan: ${plan.rules.length} rules of ${url} → ${path.relative(process.cwd(), out)}`);
}
