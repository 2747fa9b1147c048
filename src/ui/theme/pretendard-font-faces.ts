/*
 * Pretendard's @font-face rules, loaded on demand by theme/web-fonts.ts: the package's variable font
 * cut into unicode-range slices ("dynamic subset"), so a page downloads only the slices of the
 * characters it shows, for every weight at once. Vite resolves the stylesheet's url()s against the
 * package, and hashes and emits the slices with the build (self-hosted, cached for good).
 */
import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
