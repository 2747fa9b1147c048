import { cpSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Parser } from 'htmlparser2';

/** dist/ as the build leaves it, without building: the real index.html (markers and all) and public/. */
export const builtDist = (): string => {
  const dist = mkdtempSync(join(tmpdir(), 'kickoff-head-'));
  cpSync(join(process.cwd(), 'public'), dist, { recursive: true });
  cpSync(join(process.cwd(), 'index.html'), join(dist, 'index.html'));
  // The stylesheet index.html links, where its href points (a build bundles it into /assets/).
  const css = 'src/ui/app/first-screen.css';
  mkdirSync(join(dist, dirname(css)), { recursive: true });
  cpSync(join(process.cwd(), css), join(dist, css));
  return dist;
};

/** A served page as a browser's HTML parser reads it: what its head says and what the shell shows. */
export type PageDoc = {
  readonly html: string;
  /** The text of the first <title>, entities decoded. */
  readonly title: string;
  /** How many <title> elements the parser found. */
  readonly titleCount: number;
  /** A <meta>'s content by its name or property, entities decoded; undefined when absent. */
  readonly meta: (key: string) => string | undefined;
  readonly canonical: string | undefined;
  /** Every <script src>, in order. */
  readonly scripts: readonly string[];
  /** The href of every <link> but the canonical one and stylesheets (icons, manifest). */
  readonly links: readonly string[];
  /** The text inside the first-screen shell. */
  readonly shellText: string;
};

/** Parses a page with htmlparser2 (decoding entities as a browser does), never with a pattern. */
export const headOf = (html: string): PageDoc => {
  let title = '';
  let titleCount = 0;
  let inTitle = false;
  let shellDepth = 0;
  let shellText = '';
  const metas = new Map<string, string>();
  const scripts: string[] = [];
  const links: string[] = [];
  let canonical: string | undefined;
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (shellDepth > 0) shellDepth += 1;
        else if (name === 'div' && attrs.class === 'ks-shell') shellDepth = 1;
        if (name === 'title') {
          titleCount += 1;
          inTitle = titleCount === 1;
        }
        const key = attrs.name ?? attrs.property;
        if (name === 'meta' && key !== undefined && !metas.has(key)) metas.set(key, attrs.content ?? '');
        if (name === 'script' && attrs.src) scripts.push(attrs.src);
        if (name === 'link' && attrs.rel === 'canonical') canonical = attrs.href;
        else if (name === 'link' && attrs.rel !== 'stylesheet' && attrs.href) links.push(attrs.href);
      },
      ontext(text) {
        if (inTitle) title += text;
        if (shellDepth > 0) shellText += text;
      },
      onclosetag(name) {
        if (name === 'title') inTitle = false;
        if (shellDepth > 0) shellDepth -= 1;
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return {
    html,
    title,
    titleCount,
    meta: (key) => metas.get(key),
    canonical,
    scripts,
    links,
    shellText,
  };
};
