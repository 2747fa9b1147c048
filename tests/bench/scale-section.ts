import { existsSync, readFileSync } from 'node:fs';

/** The million-row figures (tests/bench/content-scale.ts), kept as their own file between runs. */
export const SCALE_FILE = 'docs/benchmarks-scale.md';
const START = '<!-- content-scale -->';
const END = '<!-- /content-scale -->';

/** `markdown` with the latest scale section in place (appended, or replacing the previous one). */
export const withScaleSection = (markdown: string): string => {
  if (!existsSync(SCALE_FILE)) return markdown;
  const block = `${START}\n${readFileSync(SCALE_FILE, 'utf8').trim()}\n${END}\n`;
  const at = markdown.indexOf(START);
  const end = markdown.indexOf(END);
  if (at >= 0 && end > at) return `${markdown.slice(0, at)}${block}${markdown.slice(end + END.length + 1)}`;
  return `${markdown.trimEnd()}\n\n${block}`;
};
