import { createHash } from 'node:crypto';

/**
 * The built index.html as a template. It marks two places the server fills for each page:
 *
 * - `<!--kickoff:head…-->…<!--/kickoff:head-->` in the head: replaced by the page's own title,
 *   description, canonical link and preview tags (render-head.ts); what index.html has there is the
 *   fallback of the Vite dev server;
 * - `<!--kickoff:shell-->…<!--/kickoff:shell-->` inside `<div id="root">`: the first-screen shell.
 *
 * Its stylesheets are inlined (below). Everything else passes through unchanged: the scripts Vite
 * wrote, the icons, and any
 * `<link rel="preload">` added to index.html (its `kickoff:preload` comment marks the place). A page
 * without the head marker is no template and is served as it is.
 */
export type PageTemplate = {
  readonly fill: (head: string, shell: string) => string;
  /** `sha256-…` of each stylesheet inlined into the template, for the page's style-src. */
  readonly styleHashes: readonly string[];
};

const STYLESHEET = /<link\b[^>]*\brel="stylesheet"[^>]*\bhref="(\/[^"]+\.css)"[^>]*>/g;

/**
 * The critical CSS in the document: each `<link rel="stylesheet">` of index.html (the entry's CSS, the
 * first-screen shell's styles among it) becomes a `<style>` element with the file's text, so the first
 * paint waits for no second request. `read` gives a file's text by its path (null: leave the link).
 */
const inlineStylesheets = (html: string, read: (path: string) => string | null) => {
  const styleHashes: string[] = [];
  const inlined = html.replace(STYLESHEET, (link, path: string) => {
    const css = read(path);
    if (css === null || css.toLowerCase().includes('</style')) return link;
    styleHashes.push(`sha256-${createHash('sha256').update(css).digest('base64')}`);
    return `<style>${css}</style>`;
  });
  return { html: inlined, styleHashes };
};

const HEAD = /<!--kickoff:head\b[^>]*-->[\s\S]*?<!--\/kickoff:head-->/;
const SHELL = /<!--kickoff:shell-->[\s\S]*?<!--\/kickoff:shell-->/;

export const pageTemplate = (
  source: string,
  read: (path: string) => string | null = () => null,
): PageTemplate | null => {
  const { html, styleHashes } = inlineStylesheets(source, read);
  const head = HEAD.exec(html);
  if (!head) return null;
  const before = html.slice(0, head.index);
  const rest = html.slice(head.index + head[0].length);
  const shell = SHELL.exec(rest);
  if (!shell) return { fill: (headHtml) => before + headHtml + rest, styleHashes };
  const middle = rest.slice(0, shell.index);
  const after = rest.slice(shell.index + shell[0].length);
  // Concatenation, not String.replace: a `$&` in a title must stay text.
  return { fill: (headHtml, shellHtml) => before + headHtml + middle + shellHtml + after, styleHashes };
};
