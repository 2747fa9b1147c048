import { Effect } from 'effect';
import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { uploadImage } from '../../application/images/upload-image.use-case';
import { contentSanitizer } from '../html/content-sanitizer';
import { sharpImageProcessor } from '../storage/sharp-image-processor';
import { memoryImages } from './memory-images';

const run = Effect.runPromise;
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3a6' } })
    .png()
    .toBuffer()
    .then((b) => new Uint8Array(b));

/** A PNG signature and an IHDR claiming this size, with no pixel data after it. */
const pngHeader = (width: number, height: number) => {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  bytes.set([8, 2, 0, 0, 0], 24);
  return bytes;
};

const outcome = (answer: unknown) => (typeof answer === 'string' ? answer : 'image');

describe('memory images', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('accepts and refuses uploads as the server’s processor does, keeping the bytes as they came', async () => {
    const media = memoryImages();
    const valid = await png(12, 8);
    const cases = [
      new TextEncoder().encode('<svg></svg>'),
      valid.subarray(0, 10),
      pngHeader(10_000, 10_000),
      valid,
    ];
    for (const bytes of cases)
      expect(outcome(await run(media.processor.process(bytes, 'post')))).toBe(
        outcome(await run(sharpImageProcessor().process(bytes, 'post'))),
      );
    expect(await run(media.processor.process(valid, 'profile'))).toEqual({
      bytes: valid,
      extension: 'png',
      contentType: 'image/png',
    });
  });

  it('stores under the server’s image URLs, which its rules take as its own, with their sizes', async () => {
    const media = memoryImages();
    const { url } = await run(
      uploadImage(
        { processor: media.processor, store: media.store },
        { id: 1, role: 'USER' },
        'post',
        await png(40, 30),
      ),
    );
    expect(url).toMatch(
      /^\/api\/images\/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.png$/,
    );
    expect(await run(media.stored.isStored(url))).toBe(true);
    expect(await run(media.stored.isStored('/api/images/00000000-0000-4000-8000-000000000000.png'))).toBe(
      false,
    );
    expect(await run(media.sizes.sizeOf(url))).toEqual({ width: 40, height: 30 });
    expect(await run(media.sizes.sizeOf('https://elsewhere.example/a.png'))).toBeNull();
    const sanitizer = contentSanitizer(undefined, media.sizes);
    const { html } = sanitizer.clean(`<p>사진</p><img src="${url}">`);
    expect(await run(sanitizer.sized(html))).toContain(`<img src="${url}" width="40" height="30" />`);
    const name = url.slice('/api/images/'.length);
    expect(await run(media.store.read(name))).toMatchObject({ contentType: 'image/png' });
    expect(await run(media.store.read('../secret.png'))).toBeNull();
  });

  it('gives each stored picture a URL a page can load: a blob: URL, else a data: URL', async () => {
    const media = memoryImages();
    const { url } = await run(
      media.store.save({ bytes: await png(2, 2), extension: 'png', contentType: 'image/png' }),
    );
    expect(media.displayUrl(url)).toMatch(/^blob:/);
    expect(media.displayUrl(url)).toBe(media.displayUrl(url));
    expect(media.displayUrl('/api/images/unknown.png')).toBeNull();
    vi.stubGlobal('URL', Object.assign(class extends URL {}, { createObjectURL: undefined }));
    const other = memoryImages();
    const saved = await run(
      other.store.save({ bytes: await png(2, 2), extension: 'png', contentType: 'image/png' }),
    );
    expect(other.displayUrl(saved.url)).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
  });

  it('keeps its own copy of the bytes', async () => {
    const media = memoryImages();
    const bytes = await png(3, 3);
    const { url } = await run(media.store.save({ bytes, extension: 'png', contentType: 'image/png' }));
    bytes.fill(0);
    const read = await run(media.store.read(url.slice('/api/images/'.length)));
    expect(read?.bytes.subarray(0, 4)).toEqual(new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
  });
});
