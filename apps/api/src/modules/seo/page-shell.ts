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

export function withStylesheetInside(webDist: string, shell: string): string {
  const link = /<link rel="stylesheet"[^>]* href="\/(assets\/[\w.-]+\.css)">/.exec(shell);
  const file = link && path.join(webDist, link[1]!);
  if (!link || !file || !existsSync(file)) return shell;
  const css = readFileSync(file, 'utf8');
  return shell.replace(link[0], () => `<style>${css}</style>`);
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
 */
export function compilePageShell(shell: string): PageShell | null {
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
  const build = createHash('sha1').update(shell).digest('base64url');
  return {
    fill(page, head, language) {
      const extraHead = [...page.headTags, ...page.preloads].join('\n    ');
      const html =
        `${beforeLang}<html lang="${language}">${langToTitle}${head}${headRest}  ${extraHead}\n  ` +
        `${bodyStart}<div id="root">${page.body}</div>\n    ${page.stateScript}${end}`;
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
