/*
 * Pretendard's @font-face rules, as text for theme/web-fonts.ts to read (never applied as a stylesheet):
 * the package's variable font cut into unicode-range slices ("dynamic subset"), so a page downloads
 * only the slices of the characters it shows, for every weight at once. Vite resolves the rules'
 * url()s against the package, and hashes and emits the slices with the build (self-hosted, cached for
 * good).
 */
import rules from 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css?inline';

export const PRETENDARD_FACE_RULES: string = rules;
