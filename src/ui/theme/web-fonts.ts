import type { QueryClient } from '@tanstack/react-query';
import { nextTask } from '../app/next-task';
import { skeletonBone } from '../components/list-skeleton';
import { WEB_FONT_FAMILY, WEB_FONTS_READY_ATTRIBUTE } from './tokens';
import { codePoints, coversAny, parseUnicodeRange } from './unicode-range';

/** How long the network must stay quiet (no resource finished, no query fetching) before the fonts load. */
export const QUIET_MS = 400;
/** The fonts load at the latest this long after the page's load event, however busy the network is. */
export const LATEST_MS = 8000;

const loadFaceRules = () => import('./pretendard-font-faces').then((m) => m.PRETENDARD_FACE_RULES);

/** The descriptors of Pretendard's @font-face rules, read from their text without applying them. */
const faceRulesOf = (rules: string) => {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(rules);
  return [...sheet.cssRules]
    .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule)
    .map((rule) => {
      const descriptor = (name: string) => rule.style.getPropertyValue(name);
      return {
        src: descriptor('src'),
        descriptors: {
          style: descriptor('font-style') || 'normal',
          weight: descriptor('font-weight') || 'normal',
          display: (descriptor('font-display') || 'swap') as FontDisplay,
          unicodeRange: descriptor('unicode-range') || 'U+0-10FFFF',
        },
      };
    });
};

/**
 * Switches the page to Pretendard with one layout: the slices the page's characters need load first,
 * outside the document, then every face joins `document.fonts` and the body names the family
 * (`html[data-fonts]`) in the same task. Any change to the document's fonts makes the browser build
 * its fonts for every size and weight on the page and shape all text again: with the rules added as a
 * stylesheet, that happened when they arrived (with stand-ins for the slices still downloading) and
 * again as each batch of slices came in (40 to 55 ms each on the article page here, 4x that on
 * Lighthouse's phone). Text a later page brings loads its own slices, as with any web font. Without
 * the Font Loading API, or if a slice fails, the page keeps its stand-ins for those characters.
 */
export const switchToWebFonts = async (rules: string): Promise<void> => {
  if (typeof FontFace === 'undefined' || typeof CSSStyleSheet === 'undefined' || !document.fonts) return;
  const faceRules = faceRulesOf(rules);
  // The characters the page shows now (its text, read without laying it out as innerText would).
  const codes = codePoints(document.body.textContent ?? '');
  const makeFace = ({ src, descriptors }: (typeof faceRules)[number]) =>
    new FontFace(WEB_FONT_FAMILY, src, descriptors);
  const isNeeded = faceRules.map((rule) =>
    coversAny(parseUnicodeRange(rule.descriptors.unicodeRange), codes),
  );
  const needed = faceRules.filter((_, at) => isNeeded[at]).map(makeFace);
  const loading = Promise.allSettled(needed.map((face) => face.load()));
  // The other slices, for text a later page brings, are made in a task of their own.
  await nextTask();
  const others = faceRules.filter((_, at) => !isNeeded[at]).map(makeFace);
  await loading;
  for (const face of [...needed, ...others]) document.fonts.add(face);
  document.documentElement.setAttribute(WEB_FONTS_READY_ATTRIBUTE, '');
};

/**
 * The first screen still filling: the server's shell (not yet replaced by the app), a skeleton bone, a
 * list or page skeleton, a section still loading its tabs. Here, in the fonts' own chunk, not in the
 * entry script. Content that arrives after the fonts would paint a pixel wider than the shell's copy
 * of it (Pretendard against its metric-matched stand-in) and become the page's largest paint anew.
 */
const FIRST_SCREEN_FILLING = `.ks-shell, .${skeletonBone}, [data-skeleton], section[aria-busy="true"]`;
const firstScreenFilling = () => document.querySelector(FIRST_SCREEN_FILLING) !== null;

/**
 * Switches the page to Pretendard (switchToWebFonts) once the first screen is up: after the load
 * event, when no query is fetching, no resource has finished for QUIET_MS and nothing of the first
 * screen is still filling (or LATEST_MS at the latest). Until then, and while the slices a page needs
 * download, text is set in a local Korean font scaled to Pretendard's metrics
 * (theme/font-fallbacks.ts), so the fonts neither hold the first paint nor take bandwidth from the
 * page's code and data, and the swap moves nothing. A reader who has Pretendard installed sees it at
 * once (the family list names the local font too).
 */
export const scheduleWebFonts = (
  client: Pick<QueryClient, 'isFetching' | 'getQueryCache'>,
  loadFaces: () => Promise<unknown> = () => loadFaceRules().then(switchToWebFonts),
  /**
   * Whether the first screen is still filling (the server's shell or a skeleton is showing). A busy
   * phone can run script for longer than QUIET_MS before it asks for a page's data; the fonts must not
   * take the bandwidth that data still needs. Checked again every QUIET_MS until it is false.
   */
  stillFilling: () => boolean = firstScreenFilling,
): void => {
  if (typeof window === 'undefined' || typeof PerformanceObserver === 'undefined') return;
  let done = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cleanups: (() => void)[] = [];
  const load = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    for (const cleanup of cleanups) cleanup();
    void loadFaces().catch(() => undefined);
  };
  const settle = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (client.isFetching() > 0) return;
      if (stillFilling()) settle();
      else load();
    }, QUIET_MS);
  };
  const watch = () => {
    const resources = new PerformanceObserver(settle);
    resources.observe({ type: 'resource' });
    cleanups.push(() => resources.disconnect());
    cleanups.push(client.getQueryCache().subscribe(settle));
    const latest = setTimeout(load, LATEST_MS);
    cleanups.push(() => clearTimeout(latest));
    settle();
  };
  if (document.readyState === 'complete') watch();
  else window.addEventListener('load', watch, { once: true });
};
