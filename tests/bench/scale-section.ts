import { existsSync, readFileSync } from 'node:fs';

/** The million-row figures (tests/bench/content-scale.ts), kept as their own file between runs. */
export const SCALE_FILE = 'docs/benchmarks-scale.md';
const SCALE = 'content-scale';

/** The marked blocks (`<!-- name -->` … `<!-- /name -->`) of a document, in order. */
export const markedBlocks = (markdown: string): { name: string; text: string }[] => {
  const blocks: { name: string; text: string }[] = [];
  const open = /<!-- ([a-z0-9-]+) -->/g;
  for (let match = open.exec(markdown); match; match = open.exec(markdown)) {
    const name = match[1] as string;
    const close = `<!-- /${name} -->`;
    const end = markdown.indexOf(close, match.index);
    if (end < 0) continue;
    blocks.push({ name, text: markdown.slice(match.index, end + close.length) });
    open.lastIndex = end + close.length;
  }
  return blocks;
};

const scaleBlock = () =>
  existsSync(SCALE_FILE)
    ? `<!-- ${SCALE} -->\n${readFileSync(SCALE_FILE, 'utf8').trim()}\n<!-- /${SCALE} -->`
    : undefined;

/**
 * `markdown` (the bench's own part) followed by the sections other tools and people keep in the same
 * file as marked blocks (the CPU profile write-up, the Lighthouse scores), in their order, with the
 * million-row section refreshed from its own file. A rewrite by the bench never drops them.
 */
export const withKeptSections = (markdown: string, previous: string): string => {
  const kept = markedBlocks(previous).map((b) => (b.name === SCALE ? (scaleBlock() ?? b.text) : b.text));
  const scale = scaleBlock();
  if (scale && !markedBlocks(previous).some((b) => b.name === SCALE)) kept.push(scale);
  return `${[markdown.trimEnd(), ...kept].join('\n\n')}\n`;
};

/** The whole document with its million-row section refreshed in place (tests/bench/content-scale.ts). */
export const withScaleSection = (markdown: string): string => {
  const first = markedBlocks(markdown)[0];
  const own = first ? markdown.slice(0, markdown.indexOf(first.text)) : markdown;
  return withKeptSections(own, markdown);
};
