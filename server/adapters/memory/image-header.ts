import type { SniffedType } from '../storage/image-type';

export type PixelSize = { readonly width: number; readonly height: number };

/*
 * A picture's size in pixels read from its header, for the browser, where sharp is not: PNG's IHDR,
 * GIF's logical screen (an animation's frame size, as sharp's pageHeight gives it), WebP's VP8, VP8L or
 * VP8X header, JPEG's start-of-frame. A JPEG whose EXIF orientation turns it on its side (5 to 8) has
 * its sides swapped, because browsers show it turned and the server stores it turned (sharp's rotate).
 */

const u16be = (b: Uint8Array, at: number) => ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0);
const u16le = (b: Uint8Array, at: number) => (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8);
const u24le = (b: Uint8Array, at: number) => u16le(b, at) | ((b[at + 2] ?? 0) << 16);
const u32be = (b: Uint8Array, at: number) => ((u16be(b, at) << 16) | u16be(b, at + 2)) >>> 0;
const ascii = (b: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...b.subarray(at, at + length));

const sized = (width: number, height: number): PixelSize | null =>
  width > 0 && height > 0 ? { width, height } : null;

const pngSize = (b: Uint8Array) =>
  b.length >= 24 && ascii(b, 12, 4) === 'IHDR' ? sized(u32be(b, 16), u32be(b, 20)) : null;

const gifSize = (b: Uint8Array) => (b.length >= 10 ? sized(u16le(b, 6), u16le(b, 8)) : null);

const webpSize = (b: Uint8Array) => {
  const chunk = ascii(b, 12, 4);
  if (chunk === 'VP8X' && b.length >= 30) return sized(u24le(b, 24) + 1, u24le(b, 27) + 1);
  if (chunk === 'VP8 ' && b.length >= 30 && b[23] === 0x9d && b[24] === 0x01 && b[25] === 0x2a)
    return sized(u16le(b, 26) & 0x3fff, u16le(b, 28) & 0x3fff);
  if (chunk === 'VP8L' && b.length >= 25 && b[20] === 0x2f) {
    const bits = (b[21] ?? 0) | ((b[22] ?? 0) << 8) | ((b[23] ?? 0) << 16) | ((b[24] ?? 0) << 24);
    return sized((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  return null;
};

/** The EXIF orientation (1 to 8) of an APP1 segment's TIFF data, or 1 when it names none. */
const exifOrientation = (b: Uint8Array, start: number, end: number): number => {
  if (ascii(b, start, 6) !== 'Exif\0\0') return 1;
  const tiff = start + 6;
  const little = ascii(b, tiff, 2) === 'II';
  const u16 = (at: number) => (little ? u16le(b, at) : u16be(b, at));
  const u32 = (at: number) => (little ? (u16le(b, at) | (u16le(b, at + 2) << 16)) >>> 0 : u32be(b, at));
  const ifd = tiff + u32(tiff + 4);
  if (ifd + 2 > end) return 1;
  for (let i = 0, count = u16(ifd); i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > end) break;
    if (u16(entry) === 0x0112) return u16(entry + 8);
  }
  return 1;
};

/** Start-of-frame markers: C0 to CF but DHT (C4), JPG (C8) and DAC (CC). */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

const jpegSize = (b: Uint8Array): PixelSize | null => {
  let orientation = 1;
  let at = 2;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1] ?? 0;
    // Fill bytes, and markers that stand alone (RSTn, TEM): no length follows.
    if (marker === 0xff || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += marker === 0xff ? 1 : 2;
      continue;
    }
    const length = u16be(b, at + 2);
    if (length < 2) return null;
    if (marker === 0xe1) orientation = exifOrientation(b, at + 4, Math.min(b.length, at + 2 + length));
    if (isStartOfFrame(marker)) {
      if (at + 9 > b.length) return null;
      const height = u16be(b, at + 5);
      const width = u16be(b, at + 7);
      return orientation >= 5 && orientation <= 8 ? sized(height, width) : sized(width, height);
    }
    at += 2 + length;
  }
  return null;
};

const READERS: Record<SniffedType, (bytes: Uint8Array) => PixelSize | null> = {
  png: pngSize,
  gif: gifSize,
  webp: webpSize,
  jpeg: jpegSize,
};

/** The size a picture of this type shows at, or null when its header cannot be read. */
export const imageSize = (type: SniffedType, bytes: Uint8Array): PixelSize | null => READERS[type](bytes);
