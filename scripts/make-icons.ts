// `npx tsx scripts/make-icons.ts`: draws the site's icons and its default link-preview image into public/
// (Vite copies them to dist/, the server serves them). The results are committed; run this again only
// when the mark or the texts change. The mark is the top bar's ball (src/ui/app/top-bar/shell-icons.tsx)
// on the brand green; the preview's Korean text is set in Pretendard Bold from the pretendard package.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { DEFAULT_SHARE_IMAGE } from '../src/domain/share';
import { HEAD_TEXT } from '../src/domain/text/head';
import { SHARE_TEXT } from '../src/domain/text/share';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'public');
const FONT = join(root, 'node_modules/pretendard/dist/public/static/Pretendard-Bold.otf');
const GREEN = '#0b7a3b';
const INK = '#191f28';
const INK_2 = '#4e5968';

/** The ball on a 24-unit grid, scaled by `s` and centred on (cx, cy). */
const ball = (cx: number, cy: number, s: number) =>
  `<g transform="translate(${cx - 12 * s} ${cy - 12 * s}) scale(${s})">` +
  '<circle cx="12" cy="12" r="10.5" fill="#fff"/>' +
  `<path d="M12 7.2l3.6 2.6-1.4 4.2H9.8L8.4 9.8z" fill="${GREEN}"/>` +
  `<path d="M12 7.2V2.8M15.6 9.8l4.2-1.4M14.2 14l2.6 3.6M9.8 14l-2.6 3.6M8.4 9.8L4.2 8.4" stroke="${GREEN}" stroke-width="1.5" stroke-linecap="round"/>` +
  '</g>';

/** The mark on a square (`ballShare`: the ball's diameter in px): round corners, or square where the platform masks it. */
const markSvg = (size: number, { round, ballShare }: { round: boolean; ballShare: number }) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
  `<title>킥오프</title><rect width="${size}" height="${size}" rx="${round ? size * 0.22 : 0}" fill="${GREEN}"/>` +
  `${ball(size / 2, size / 2, ballShare / 21)}</svg>`;

const png = (svg: string) => sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();

/** An .ico holding PNG images (Windows Vista and every current browser read PNG entries). */
const ico = (images: readonly { size: number; data: Buffer }[]) => {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, i) => {
    const at = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, at);
    header.writeUInt8(size >= 256 ? 0 : size, at + 1);
    header.writeUInt16LE(1, at + 4);
    header.writeUInt16LE(32, at + 6);
    header.writeUInt32LE(data.length, at + 8);
    header.writeUInt32LE(offset, at + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.data)]);
};

/** A line of Korean text as a transparent PNG, set with the Pretendard file (not a system font). */
const text = (value: string, size: number, color: string) =>
  sharp({
    text: {
      text: `<span foreground="${color}" font_size="${size}pt">${value.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</span>`,
      font: 'Pretendard Bold',
      fontfile: FONT,
      rgba: true,
      dpi: 72,
    },
  })
    .png()
    .toBuffer();

const previewImage = async () => {
  const { width, height } = DEFAULT_SHARE_IMAGE;
  const background =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<rect width="${width}" height="${height}" fill="#f4f8f5"/>` +
    `<rect y="${height - 24}" width="${width}" height="24" fill="${GREEN}"/>` +
    `<rect x="96" y="${height / 2 - 150}" width="300" height="300" rx="66" fill="${GREEN}"/>` +
    `${ball(246, height / 2, 210 / 21)}</svg>`;
  const [name, tagline] = await Promise.all([
    text(HEAD_TEXT.siteName, 112, INK),
    text(SHARE_TEXT.description, 30, INK_2),
  ]);
  return sharp(Buffer.from(background))
    .composite([
      { input: name, left: 456, top: height / 2 - 118 },
      { input: tagline, left: 460, top: height / 2 + 40 },
    ])
    .png({ compressionLevel: 9 })
    .toBuffer();
};

const main = async () => {
  mkdirSync(out, { recursive: true });
  const files: Record<string, Buffer | string> = {
    'favicon.svg': markSvg(64, { round: true, ballShare: 46 }),
    'favicon.ico': ico(
      await Promise.all(
        [16, 32, 48].map(async (size) => ({
          size,
          data: await png(markSvg(size, { round: true, ballShare: size * 0.72 })),
        })),
      ),
    ),
    'icon-192.png': await png(markSvg(192, { round: true, ballShare: 138 })),
    'icon-512.png': await png(markSvg(512, { round: true, ballShare: 368 })),
    // Masked to a circle or a squircle by the launcher: the ball stays inside the central 80 %.
    'icon-maskable-512.png': await png(markSvg(512, { round: false, ballShare: 300 })),
    // iOS rounds the corners itself and shows transparency as black.
    'apple-touch-icon.png': await png(markSvg(180, { round: false, ballShare: 124 })),
    [DEFAULT_SHARE_IMAGE.path.slice(1)]: await previewImage(),
  };
  for (const [name, data] of Object.entries(files)) {
    writeFileSync(join(out, name), data);
    console.info(`public/${name}: ${Buffer.byteLength(data)} bytes`);
  }
};

await main();
