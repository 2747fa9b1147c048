import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_INPUT_TEXT as T } from '../../src/domain/text/content-input';
import { type Cast, json, publishArticle, signUpCast } from './helpers/articles.fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

const photo = (width: number, format: 'jpeg' | 'png' | 'gif' | 'webp' = 'jpeg') =>
  sharp({ create: { width, height: 40, channels: 3, background: '#2a7' } })
    .withExif({ IFD0: { Copyright: 'secret-owner', Artist: 'GPS 37.5665 126.9780' } })
    .toFormat(format)
    .toBuffer();

// Uploads go through the file system and sharp, not the database: PGlite alone is enough here.
describe('image upload and serving', () => {
  let t: TestApp;
  let cast: Cast;
  beforeAll(async () => {
    t = await createTestApp();
    cast = await signUpCast(t);
  });
  afterAll(() => t.close());

  const upload = async (
    path: string,
    token: string | undefined,
    bytes: Uint8Array | string,
    field = 'image',
  ) => {
    const form = new FormData();
    form.append(field, new Blob([bytes as BlobPart]), 'picture.png');
    const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
    return t.app.request(`/api/image/${path}`, { method: 'POST', body: form, headers });
  };

  it('re-encodes to WebP without metadata, caps the width and serves it back with a long cache', async () => {
    const original = await photo(3000);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    for (const [path, width] of [
      ['articles', 1920],
      ['thumbnatils', 1200],
    ] as const) {
      const res = await upload(path, cast.author.token, original);
      expect(res.status).toBe(200);
      const { url } = await json<{ url: string }>(res);
      expect(url).toMatch(/^\/api\/images\/[0-9a-f-]{36}\.webp$/);
      const served = await t.app.request(url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('cache-control')).toContain('max-age=31536000');
      const meta = await sharp(new Uint8Array(await served.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: 'webp', width });
      expect(meta.exif).toBeUndefined();
    }
  });

  it('sniffs PNG, GIF and WebP from the bytes and accepts the field name `file`', async () => {
    for (const format of ['png', 'gif', 'webp'] as const) {
      const res = await upload('articles', cast.admin.token, await photo(64, format), 'file');
      expect(res.status).toBe(200);
    }
  });

  it('lets writers upload article images and anyone signed in a profile picture', async () => {
    const small = await photo(32);
    expect((await upload('articles', undefined, small)).status).toBe(401);
    expect((await upload('articles', cast.user.token, small)).status).toBe(403);
    expect((await upload('thumbnatils', cast.user.token, small)).status).toBe(403);
    const profile = await upload('profiles', cast.user.token, small);
    expect(profile.status).toBe(200);
    const served = await t.app.request((await json<{ url: string }>(profile)).url);
    expect((await sharp(new Uint8Array(await served.arrayBuffer())).metadata()).width).toBe(32);
  });

  it('refuses other types, broken images, missing files and anything over 10 MB', async () => {
    const reason = async (res: Response) =>
      (await json<{ errors: { reason: string }[] }>(res)).errors[0]?.reason;
    const script = await upload('articles', cast.author.token, '<svg onload="alert(1)"></svg>');
    expect(script.status).toBe(400);
    expect(await reason(script)).toBe(T.imageType);
    const png = await photo(64, 'png');
    const broken = await upload('articles', cast.author.token, png.subarray(0, 40));
    expect(broken.status).toBe(400);
    expect(await reason(broken)).toBe(T.imageBroken);
    const none = await t.app.request('/api/image/articles', {
      method: 'POST',
      body: new FormData(),
      headers: { Authorization: `Bearer ${cast.author.token}` },
    });
    expect(none.status).toBe(400);
    expect(await reason(none)).toBe(T.imageRequired);
    const huge = new Uint8Array(10 * 1024 * 1024 + 1);
    huge.set(png.subarray(0, 16));
    const tooLarge = await upload('articles', cast.author.token, huge);
    expect(tooLarge.status).toBe(413);
    expect(await reason(tooLarge)).toBe(T.imageTooLarge);
  });

  it('answers 404 for unknown names and never leaves the image folder', async () => {
    expect((await t.app.request('/api/images/00000000-0000-0000-0000-000000000000.webp')).status).toBe(404);
    expect((await t.app.request('/api/images/..%2F..%2Fpglite')).status).toBe(404);
    expect((await t.app.request('/api/images/.hidden.webp')).status).toBe(404);
  });
  it("stores each of our body pictures with its size, whatever size the writer sent, so readers' pages do not move", async () => {
    const res = await upload('articles', cast.author.token, await photo(3000));
    const { url } = await json<{ url: string }>(res);
    const missing = '/api/images/00000000-0000-4000-8000-000000000000.webp';
    const id = await publishArticle(t, cast.author.token, {
      content: `<p>사진 두 장</p><p><img src="${url}" alt="운동장" width="1" height="9999"></p><p><img src="${missing}" width="5"></p>`,
    });
    const detail = await json<{ content: string }>(await t.request('GET', `/api/article/${id}`));
    // Re-encoded to 1920 wide from 3000 x 40: 1920 x 26, the stored picture's size.
    expect(detail.content).toContain(`<img src="${url}" alt="운동장" width="1920" height="26" />`);
    // A picture that is not stored here keeps no size at all (the writer's is dropped).
    expect(detail.content).toContain(`<img src="${missing}" />`);
    expect(detail.content).not.toContain('9999');
  });
});
