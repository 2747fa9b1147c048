/**
 * Metric-matched stand-ins for Pretendard: local Korean system fonts scaled so that text set in them
 * takes the room Pretendard will take, and the swap to Pretendard (theme/web-fonts.ts) moves nothing.
 *
 * Keep this file in plain JavaScript syntax: wyw-in-js evaluates it (through tokens.ts) with Babel
 * and no TypeScript preset.
 *
 * Pretendard draws every Hangul syllable 0.8643 em wide, with an ascent of 0.952 em and a descent of
 * 0.241 em (measured in Chromium, canvas measureText, on the package's fonts). A stand-in face gets
 * `size-adjust` = Pretendard's width / the local font's width for the characters it covers, and
 * ascent and descent overrides of Pretendard's values divided by that factor (they apply to the
 * adjusted size), so every line keeps Pretendard's height and baseline whichever face draws it.
 * - Noto Sans CJK KR (Android, Linux; Noto Sans KR is the same design), measured here: Hangul 0.92 em.
 *   Its Latin differs from Pretendard's glyph by glyph (Noto's digits are tabular, its middle dot
 *   twice as wide), so the printable ASCII and the punctuation Korean text uses are grouped by that
 *   ratio, weight by weight (semibold falls on Noto's Bold face, the only heavier one installed),
 *   into groups within 5 % of each other, one face per group (NOTO_LATIN); other Latin takes 0.95.
 *   tests/e2e/layout-shift.spec.ts checks that text keeps its width through the swap.
 * - Malgun Gothic (Windows): Hangul syllables are 1 em wide (not measurable on Linux).
 * - Apple SD Gothic Neo (macOS, iOS): Pretendard's Hangul follows its proportions (its author's
 *   notes), so no scaling; the overrides fix the line metrics only (not measurable on Linux).
 * Only Hangul takes the Windows and Apple stand-ins; Latin there falls through to the system UI font,
 * close to Pretendard's (Inter-based) Latin.
 */
const PRETENDARD = { ascent: 0.952, descent: 0.241 };

const HANGUL = 'U+1100-11FF, U+3000-303F, U+3130-318F, U+A960-A97F, U+AC00-D7A3, U+D7B0-D7FF, U+FF00-FFEF';
const LATIN = 'U+0000-10FF, U+2000-2BFF';

const percent = (value = 1) => `${(value * 100).toFixed(2)}%`;

// Every weight has its own faces with the same descriptors for each range: the browser picks one set
// of faces per weight first and splits it by unicode-range only then.
const face = (family = '', weight = 400, locals = [''], range = '', sizeAdjust = 1) =>
  `@font-face {
    font-family: '${family}';
    font-weight: ${weight};
    src: ${locals.map((name) => `local('${name}')`).join(', ')};
    unicode-range: ${range};
    size-adjust: ${percent(sizeAdjust)};
    ascent-override: ${percent(PRETENDARD.ascent / sizeAdjust)};
    descent-override: ${percent(PRETENDARD.descent / sizeAdjust)};
    line-gap-override: 0%;
  }`;

const NOTO_REGULAR = ['Noto Sans CJK KR', 'NotoSansCJKkr-Regular', 'Noto Sans KR'];
const NOTO_BOLD = ['Noto Sans CJK KR Bold', 'NotoSansCJKkr-Bold', 'Noto Sans KR Bold'];
const NOTO_HANGUL = 0.8643 / 0.92;
const NOTO_OTHER_LATIN = 0.95;
// Parameters have defaults so that TypeScript infers their types from plain JavaScript syntax.
const hexRange = (codes = '') =>
  codes
    .split(' ')
    .map((code) => `U+${code}`)
    .join(', ');
/** Characters (hex code points) that Pretendard draws `adjust` times as wide as Noto Sans CJK KR. */
const group = (adjust = 1, codes = '') => ({ adjust, range: hexRange(codes) });

/** Noto's faces by weight, with its Latin grouped by the ratio of Pretendard's width to Noto's. */
const NOTO = [
  {
    weight: 400,
    locals: NOTO_REGULAR,
    latin: [
      group(0.615, 'B1 D7 F7 203B'),
      group(0.721, '27'),
      group(0.779, '21-22 31 5E-60 69-6A 6C 2018-2019 2026'),
      group(0.843, '2F 49 5C'),
      group(0.895, '20 26 2E 3A-3B 6D-6E 72 74-75 A0 B7 2013 2190-2193'),
      group(0.947, '25 2C 40 42 45 48 4A-4B 50 52 61-62 64 68 6B 6F-71 77 201C-201D 2605-2606'),
      group(1.003, '28-2A 37 3F 44 46 4C 4E-4F 51 53-55 5A-5B 5D 65 67 76 79 7B 7D A9'),
      group(1.054, '30 32 35 41 47 4D 57-58 63 66 73 78 7A 2014'),
      group(1.106, '23-24 2B 33-34 36 38-39 3C-3E 43 56 7C 7E'),
      group(1.175, '59 B0'),
      group(1.243, '2D'),
      group(1.346, 'AE'),
    ],
  },
  {
    weight: 600,
    locals: NOTO_BOLD,
    latin: [
      group(0.609, '27'),
      group(0.649, '22 B1 D7 F7'),
      group(0.741, '60 203B'),
      group(0.785, '21 31 49 5E-5F 69-6A 6C 2018-2019'),
      group(0.838, '20 26 2C 2E 3A-3B 74 A0 B7 201C-201D 2026'),
      group(0.882, '40 6B 6D 72 2013'),
      group(0.931, '2F 42 45 48 4A-4C 4E 50 52 55 5C 61-62 64 68 6E-71 75 77 2190-2193'),
      group(0.98, '25 28-29 37 44 46 4F 51 53 5B 5D 65-67 76 78-79 7B 7D A9 2605-2606'),
      group(1.031, '23-24 2A 32 35 3F 47 4D 54 58 5A 63 7A'),
      group(1.078, '2B 30 33-34 36 38-39 3C-3E 41 43 57 73 7E B0 2014'),
      group(1.142, '56 59 7C'),
      group(1.219, '2D AE'),
    ],
  },
  {
    weight: 700,
    locals: NOTO_BOLD,
    latin: [
      group(0.605, '27'),
      group(0.653, '22 B1 D7 F7'),
      group(0.778, '31 5E 60 203B'),
      group(0.821, '20-21 49 5F 6A 6C A0 2018-2019'),
      group(0.863, '26 2C 2E 3A-3B 40 69 74 B7 2013 201C-201D 2026'),
      group(0.916, '42 50 52 68 6B 6D-6E 72 75 2190-2193'),
      group(0.964, '2F 37 44-46 48 4A-4C 4E-4F 51 55 5C 61-62 64 66 6F-71 76-79 A9 2605-2606'),
      group(1.012, '25 28-29 32 47 4D 53-54 5B 5D 65 67 7B 7D'),
      group(1.069, '23-24 2A 33 35-36 38-39 3F 57-58 5A 63 73 7A B0 2014'),
      group(1.111, '2B 30 34 3C-3E 41 43 7E'),
      group(1.184, '2D 56 59 7C'),
      group(1.246, 'AE'),
    ],
  },
];

const MALGUN_REGULAR = ['Malgun Gothic', 'MalgunGothic', 'MalgunGothicRegular'];
const MALGUN_BOLD = ['Malgun Gothic Bold', 'MalgunGothicBold', 'MalgunGothic-Bold'];
const MALGUN_HANGUL = 0.8643;

export const FALLBACK_FAMILIES = {
  apple: 'Pretendard Fallback Apple',
  noto: 'Pretendard Fallback Noto',
  malgun: 'Pretendard Fallback Malgun',
};

/** The @font-face rules of the stand-ins, for the global styles. */
export const FALLBACK_FONT_FACES = [
  face(FALLBACK_FAMILIES.apple, 400, ['Apple SD Gothic Neo Regular', 'AppleSDGothicNeo-Regular'], HANGUL, 1),
  face(
    FALLBACK_FAMILIES.apple,
    600,
    ['Apple SD Gothic Neo SemiBold', 'AppleSDGothicNeo-SemiBold'],
    HANGUL,
    1,
  ),
  face(FALLBACK_FAMILIES.apple, 700, ['Apple SD Gothic Neo Bold', 'AppleSDGothicNeo-Bold'], HANGUL, 1),
  // Where ranges overlap the face declared last wins: other Latin first, then the measured groups.
  ...NOTO.flatMap(({ weight, locals, latin }) => [
    face(FALLBACK_FAMILIES.noto, weight, locals, HANGUL, NOTO_HANGUL),
    face(FALLBACK_FAMILIES.noto, weight, locals, LATIN, NOTO_OTHER_LATIN),
    ...latin.map(({ adjust, range }) => face(FALLBACK_FAMILIES.noto, weight, locals, range, adjust)),
  ]),
  face(FALLBACK_FAMILIES.malgun, 400, MALGUN_REGULAR, HANGUL, MALGUN_HANGUL),
  face(FALLBACK_FAMILIES.malgun, 600, MALGUN_BOLD, HANGUL, MALGUN_HANGUL),
  face(FALLBACK_FAMILIES.malgun, 700, MALGUN_BOLD, HANGUL, MALGUN_HANGUL),
].join('\n');
