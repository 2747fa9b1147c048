/*
 * Team emblems and news pictures for the demo, drawn as small SVG data URIs: they need no image host,
 * pass the Content-Security-Policy (img-src allows data:) and look different per team.
 */

const PALETTE = [
  ['#1f4e9c', '#f2c230'],
  ['#b3202a', '#ffffff'],
  ['#0b7a4b', '#f4f1e6'],
  ['#5b2a86', '#f5b700'],
  ['#14213d', '#fca311'],
  ['#006d77', '#edf6f9'],
  ['#9d0208', '#ffba08'],
  ['#2b2d42', '#8d99ae'],
  ['#386641', '#f2e8cf'],
  ['#003f88', '#00a6fb'],
  ['#7f5539', '#ede0d4'],
  ['#e76f51', '#264653'],
] as const;

const hash = (text: string) => {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 16777619);
  return h >>> 0;
};

const svgUrl = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`;

const emblems = new Map<string, string>();

/** A shield in the team's two colours with the first syllable of its name (region left out). */
export const emblemOf = (team: string): string => {
  const known = emblems.get(team);
  if (known !== undefined) return known;
  const made = drawEmblem(team);
  emblems.set(team, made);
  return made;
};

const drawEmblem = (team: string): string => {
  const [main, accent] = PALETTE[hash(team) % PALETTE.length] ?? PALETTE[0];
  const name = team.includes(' ') ? team.slice(team.indexOf(' ') + 1) : team;
  const letter = [...name][0] ?? '?';
  return svgUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><path d="M20 2 36 8v12c0 9-7 15-16 18C11 35 4 29 4 20V8z" fill="${main}" stroke="${accent}" stroke-width="2"/><text x="20" y="25" font-size="14" font-family="sans-serif" font-weight="700" text-anchor="middle" fill="${accent}">${letter}</text></svg>`,
  );
};

/** A pitch in two greens with a ball, the hue shifted per item. */
export const newsPictureOf = (index: number): string => {
  const hue = 95 + ((index * 23) % 70);
  return svgUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90"><rect width="160" height="90" fill="hsl(${hue} 45% 38%)"/><path d="M0 0h20v90H0zm40 0h20v90H40zm40 0h20v90H80zm40 0h20v90h-20z" fill="hsl(${hue} 45% 34%)"/><g fill="none" stroke="#fff" stroke-opacity=".8" stroke-width="1.5"><rect x="6" y="6" width="148" height="78"/><path d="M80 6v78"/><circle cx="80" cy="45" r="14"/></g><circle cx="${50 + ((index * 37) % 60)}" cy="${30 + ((index * 17) % 30)}" r="6" fill="#fff"/></svg>`,
  );
};
