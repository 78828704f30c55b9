import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SHELL_DESCRIPTION, SHELL_TITLE } from './page-head.js';
import type { Language } from '../../lib/request-language.js';

/** What a rendered page puts into the shell. */
export interface PageParts {
  /** The markup of #root. */
  body: string;
  /** What React hoisted out of the page (head tags), and the page's code to preload. */
  headTags: readonly string[];
  preloads: readonly string[];
  /** The page's data for hydration. */
  stateScript: string;
}

/**
 * The app's stylesheet as the web build's last step writes it (scripts/critical-css.mjs): its rules in order, each
 * with the tokens (`.class`, `#id`, tag) an element must have for one of its selectors to match.
 */
export interface CriticalPlan {
  /** The stylesheet's URL in the built shell. */
  stylesheet: string;
  /** `@layer a,b,c;`: the layers in the stylesheet's order. */
  layers: string;
  /** The starting value of each `--tw-*` property the stylesheet registers. */
  defaults: Record<string, string>;
  wraps: string[][];
  rules: PlanRule[];
}
type PlanRule =
  | [wrap: number, css: string]
  | [wrap: number, css: string, keyframes: string]
  | [wrap: number, selectors: string[], needs: (string[] | null)[], body: string, animates?: string[]];

/** The shell as built, with what its pages inline of the stylesheet (null: the shell is used as it is). */
export interface ShellWithStyles {
  html: string;
  critical: CriticalPlan | null;
}

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]* href="\/(assets\/[\w.-]+\.css)">/;

/**
 * The shell the shop's pages are put in, with the app's stylesheet inside, so that a page paints with its HTML
 * alone rather than a round trip later (decision 020). Inside means only what the page can use (decision 055): the
 * build's plan of the stylesheet (`dist-server/critical-css.json`) gives each page its own rules, ≤ 14 KB where the
 * whole file is ~60, and the file itself is linked at the end of <body>: it arrives after the page has painted,
 * changes nothing that is shown, and is in the cache for the next page. A build without the plan inlines the whole
 * file, as before.
 */
export function withStylesheetInside(webDist: string, shell: string): ShellWithStyles {
  const link = STYLESHEET_LINK.exec(shell);
  const file = link && path.join(webDist, link[1]!);
  if (!link || !file || !existsSync(file)) return { html: shell, critical: null };
  const planFile = path.join(webDist, '..', 'dist-server', 'critical-css.json');
  const plan = existsSync(planFile) ? (JSON.parse(readFileSync(planFile, 'utf8')) as CriticalPlan) : null;
  if (plan?.stylesheet === `/${link[1]}`) return { html: shell, critical: plan };
  const css = readFileSync(file, 'utf8');
  return { html: shell.replace(link[0], () => `<style>${css}</style>`), critical: null };
}

const ESCAPED: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'" };
/** An attribute's value as React escaped it (`[&amp;::-webkit-inner-spin-button]:appearance-none`), as written. */
const unescaped = (value: string) =>
  value.includes('&') ? value.replace(/&(?:amp|lt|gt|quot|#x27);/g, (entity) => ESCAPED[entity]!) : value;

/**
 * The classes, ids and tag names in a piece of markup, as the plan names them. React writes every attribute in
 * double quotes and escapes them inside text, so a `class="` is always an attribute.
 */
function tokensOf(markup: string, into: Set<string>): Set<string> {
  for (const match of markup.matchAll(/<([a-zA-Z][\w-]*)|\s(class|id)="([^"]*)"/g)) {
    if (match[1]) into.add(match[1].toLowerCase());
    else if (match[2] === 'id') into.add(`#${unescaped(match[3]!)}`);
    else for (const name of unescaped(match[3]!).split(/\s+/)) if (name) into.add(`.${name}`);
  }
  return into;
}

/**
 * The rules of the plan that the page can use, in the stylesheet's order and at-rules, after the layer order and
 * the starting values of the `--tw-*` properties they read. Attribute selectors count as met (a few rules more).
 */
export function criticalCss(plan: CriticalPlan, tokens: ReadonlySet<string>): string {
  const out: string[] = [];
  let open: string[] = [];
  const emit = (wrap: string[], text: string) => {
    let common = 0;
    while (common < open.length && common < wrap.length && open[common] === wrap[common]) common++;
    for (let i = open.length; i > common; i--) out.push('}');
    for (let i = common; i < wrap.length; i++) out.push(wrap[i]!);
    open = wrap;
    out.push(text);
  };
  const animations = new Set<string>();
  const keyframes: [wrap: string[], css: string, name: string][] = [];
  for (const rule of plan.rules) {
    const wrap = plan.wraps[rule[0]]!;
    if (rule.length === 2) {
      emit(wrap, rule[1]);
      continue;
    }
    if (rule.length === 3) {
      keyframes.push([wrap, rule[1], rule[2]]);
      continue;
    }
    const [, selectors, needs, body, animates] = rule;
    const kept = selectors.filter((_, i) => needs[i]?.every((token) => tokens.has(token)) ?? true);
    if (!kept.length) continue;
    emit(wrap, kept.join(',') + body);
    if (animates) for (const name of animates) animations.add(name);
  }
  for (const [wrap, css, name] of keyframes) if (animations.has(name)) emit(wrap, css);
  for (let i = open.length; i > 0; i--) out.push('}');
  const rules = out.join('');
  const read = new Set(Array.from(rules.matchAll(/var\((--[\w-]+)/g), (match) => match[1]!));
  const starts = Object.entries(plan.defaults).filter(([name]) => read.has(name));
  const properties = starts.length
    ? `@layer properties{*,:before,:after,::backdrop{${starts.map(([name, value]) => `${name}:${value}`).join(';')}}}`
    : '';
  return plan.layers + properties + rules;
}

/** A rendered page's bytes and their validator. */
export interface FilledPage {
  html: string;
  etag: string;
}

export interface PageShell {
  fill(page: PageParts, head: string, language: Language): FilledPage;
}

/**
 * The shell cut once at the places a rendered page fills: the head (its title and description are the page's),
 * the end of <head> (what React hoisted, the page's code to preload), the language and #root (the page and its data
 * after it). Filling it is a few string joins, and the ETag is a hash of what was filled in (the rest is this
 * build's), not of the whole page with its stylesheet. Null when the shell lacks one of those places (a build this
 * code does not know).
 *
 * With a plan of the stylesheet, the stylesheet's link in the head becomes the page's own rules (criticalCss) and
 * the link moves to the end of <body>; the CSP allows it there (no inline script or handler loads it).
 */
export function compilePageShell(built: string | ShellWithStyles): PageShell | null {
  const { html: shell, critical } = typeof built === 'string' ? { html: built, critical: null } : built;
  const link = critical ? STYLESHEET_LINK.exec(shell) : null;
  const withoutDescription = shell
    .replace(SHELL_DESCRIPTION, '')
    // The page paints before its scripts are needed: they must not take the bandwidth from its picture.
    .replace(/<(script type="module"|link rel="modulepreload") /g, (_, tag: string) => `<${tag} fetchpriority="low" `);
  const title = SHELL_TITLE.exec(withoutDescription);
  const lang = /<html lang="[^"]*">/.exec(withoutDescription);
  if (!title || !lang || lang.index > title.index) return null;
  const afterTitle = withoutDescription.slice(title.index + title[0].length);
  const headEnd = afterTitle.indexOf('</head>');
  const root = afterTitle.indexOf('<div id="root"></div>');
  if (headEnd < 0 || root < headEnd) return null;
  const beforeLang = withoutDescription.slice(0, lang.index);
  const langToTitle = withoutDescription.slice(lang.index + lang[0].length, title.index);
  const headRest = afterTitle.slice(0, headEnd);
  const bodyStart = afterTitle.slice(headEnd, root);
  const end = afterTitle.slice(root + '<div id="root"></div>'.length);
  const build = createHash('sha1')
    .update(shell)
    .update(critical ? JSON.stringify(critical) : '')
    .digest('base64url');

  // Where the page's own rules go (the link's place in the head) and where the link goes (the end of <body>).
  const linkAt = link ? headRest.indexOf(link[0]) : -1;
  const bodyEnd = end.lastIndexOf('</body>');
  const styled = critical && linkAt >= 0 && bodyEnd >= 0;
  const shellTokens = styled ? tokensOf(beforeLang + langToTitle + headRest + bodyStart + end, new Set()) : null;
  const styleOf = (body: string) => {
    if (!styled) return { head: headRest, end };
    const css = criticalCss(critical, tokensOf(body, new Set(shellTokens)));
    return {
      head: `${headRest.slice(0, linkAt)}<style>${css}</style>${headRest.slice(linkAt + link![0].length)}`,
      end: `${end.slice(0, bodyEnd)}  ${link![0]}\n  ${end.slice(bodyEnd)}`,
    };
  };

  return {
    fill(page, head, language) {
      const extraHead = [...page.headTags, ...page.preloads].join('\n    ');
      const styles = styleOf(page.body);
      const html =
        `${beforeLang}<html lang="${language}">${langToTitle}${head}${styles.head}  ${extraHead}\n  ` +
        `${bodyStart}<div id="root">${page.body}</div>\n    ${page.stateScript}${styles.end}`;
      const etag = createHash('sha1')
        .update(build)
        .update(language)
        .update(head)
        .update(extraHead)
        .update(page.body)
        .update(page.stateScript)
        .digest('base64url');
      return { html, etag: `"${etag}"` };
    },
  };
}
