import { deflateSync } from 'node:zlib';
import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './support';

export const EDITOR_EMAIL = 'editor1@kickoff.example';
export const ADMIN_EMAIL = 'admin@kickoff.example';

/** Signs in through the API and puts the token where the app reads it (localStorage TOKEN). */
export const signInAs = async (page: Page, email: string): Promise<string> => {
  const response = await page.request.post('/api/auth/sign-in', { data: { email, password: DEMO_PASSWORD } });
  expect(response.ok()).toBe(true);
  const { token } = (await response.json()) as { token: string };
  await page.addInitScript((value) => window.localStorage.setItem('TOKEN', value), token);
  return token;
};

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer): number => {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer): Buffer => {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
};

/** A valid 8×8 green RGB PNG, made here so the test needs no fixture file. */
export const tinyPng = (): Buffer => {
  const size = 8;
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: size }, () => [11, 122, 59]).flat()),
  ]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

/** The id of a published article by another author, for the admin's edit. */
export const someonesArticleId = async (page: Page, notAuthorId: number): Promise<number> => {
  const response = await page.request.get('/api/articles?page=1&size=10');
  const { data } = (await response.json()) as { data: { id: number; author: { authorId: number } }[] };
  const article = data.find((a) => a.author.authorId !== notAuthorId);
  if (!article) throw new Error('no article by another author in the demo seed');
  return article.id;
};
