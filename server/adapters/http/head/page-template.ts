/**
 * The built index.html as a template. It marks two places the server fills for each page:
 *
 * - `<!--kickoff:head…-->…<!--/kickoff:head-->` in the head: replaced by the page's own title,
 *   description, canonical link and preview tags (render-head.ts); what index.html has there is the
 *   fallback of the Vite dev server;
 * - `<!--kickoff:shell-->…<!--/kickoff:shell-->` inside `<div id="root">`: the first-screen shell.
 *
 * Everything else passes through unchanged: the scripts and stylesheets Vite wrote, the icons, and any
 * `<link rel="preload">` added to index.html (its `kickoff:preload` comment marks the place). A page
 * without the head marker is no template and is served as it is.
 */
export type PageTemplate = { readonly fill: (head: string, shell: string) => string };

const HEAD = /<!--kickoff:head\b[^>]*-->[\s\S]*?<!--\/kickoff:head-->/;
const SHELL = /<!--kickoff:shell-->[\s\S]*?<!--\/kickoff:shell-->/;

export const pageTemplate = (html: string): PageTemplate | null => {
  const head = HEAD.exec(html);
  if (!head) return null;
  const before = html.slice(0, head.index);
  const rest = html.slice(head.index + head[0].length);
  const shell = SHELL.exec(rest);
  if (!shell) return { fill: (headHtml) => before + headHtml + rest };
  const middle = rest.slice(0, shell.index);
  const after = rest.slice(shell.index + shell[0].length);
  // Concatenation, not String.replace: a `$&` in a title must stay text.
  return { fill: (headHtml, shellHtml) => before + headHtml + middle + shellHtml + after };
};
