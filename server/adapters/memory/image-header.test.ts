import fc from 'fast-check';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sniffImageType } from '../storage/image-type';
import { imageSize } from './image-header';

const blank = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background: { r: 200, g: 30, b: 30, alpha: 0.5 } } });

const animated = async (format: 'gif' | 'webp') => {
  const frame = (r: number) =>
    sharp({ create: { width: 33, height: 21, channels: 4, background: { r, g: 0, b: 0, alpha: 1 } } })
      .png()
      .toBuffer();
  return sharp(await Promise.all([frame(0), frame(120), frame(250)]), { join: { animated: true } })
    [format]()
    .toBuffer();
};

/** The size the server's store reports for a picture: sharp's, turned upright, one frame high. */
const sharpSize = async (bytes: Uint8Array) => {
  const meta = await sharp(bytes).metadata();
  const upright = meta.autoOrient ?? { width: meta.width, height: meta.height };
  return { width: upright.width, height: meta.pageHeight ?? upright.height };
};

const sizeOf = (bytes: Uint8Array) => {
  const type = sniffImageType(bytes);
  if (!type) throw new Error('not a picture');
  return imageSize(type, bytes);
};

describe('image header', () => {
  it('reads the size sharp reads, for every format the server accepts', async () => {
    const pictures: Buffer[] = [
      await blank(37, 19).png().toBuffer(),
      await blank(640, 3, 4).png().toBuffer(),
      await blank(37, 19).jpeg().toBuffer(),
      await blank(1201, 77).jpeg({ progressive: true }).toBuffer(),
      await blank(37, 19, 4).gif().toBuffer(),
      await blank(301, 157).webp().toBuffer(),
      await blank(301, 157, 4).webp().toBuffer(),
      await blank(4097, 3).webp({ lossless: true }).toBuffer(),
      await blank(1, 1).webp({ lossless: true }).toBuffer(),
      await animated('gif'),
      await animated('webp'),
    ];
    for (const bytes of pictures) expect(sizeOf(bytes)).toEqual(await sharpSize(bytes));
  });

  it('turns a JPEG whose EXIF orientation lays it on its side', async () => {
    for (let orientation = 1; orientation <= 8; orientation++) {
      const bytes = await blank(40, 16).jpeg().withMetadata({ orientation }).toBuffer();
      expect(sizeOf(bytes)).toEqual(await sharpSize(bytes));
      expect(sizeOf(bytes)).toEqual(orientation >= 5 ? { width: 16, height: 40 } : { width: 40, height: 16 });
    }
  });

  it('answers null for a header cut short, and never throws on any bytes', async () => {
    const png = await blank(10, 10).png().toBuffer();
    const jpeg = await blank(10, 10).jpeg().toBuffer();
    expect(sizeOf(png.subarray(0, 20))).toBeNull();
    expect(sizeOf(jpeg.subarray(0, 30))).toBeNull();
    const signatures = [
      [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
      [0xff, 0xd8, 0xff],
      [0x47, 0x49, 0x46, 0x38, 0x39, 0x61],
    ];
    const webp = [0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50];
    fc.assert(
      fc.property(
        fc.constantFrom(...signatures, webp, []),
        fc.uint8Array({ maxLength: 300 }),
        (head, tail) => {
          const bytes = new Uint8Array([...head, ...tail]);
          for (const type of ['png', 'gif', 'webp', 'jpeg'] as const) {
            const size = imageSize(type, bytes);
            expect(size === null || (size.width > 0 && size.height > 0)).toBe(true);
          }
        },
      ),
    );
  });
});
