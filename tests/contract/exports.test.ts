import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_USERS } from '../../content/demo';
import type { ExportState } from '../../src/contract/exports';
import { EXPORT_FILES } from '../../src/domain/exports';
import { EXPORT_TEXT } from '../../src/domain/text/exports';
import { ENGINES } from '../integration/helpers/test-app';
import { outcome, run, signInAs, signOut, timeless } from './helpers/outcome';
import { CASE_TIMEOUT_MS, openSides, type Ports, type Sides, SETUP_TIMEOUT_MS } from './helpers/sides';

vi.setConfig({ testTimeout: CASE_TIMEOUT_MS });

const MEMBER = DEMO_USERS.find((u) => u.key === 'user1');
const OTHER = DEMO_USERS.find((u) => u.key === 'user2');

/** Waits for the background build by the state the port answers. */
const ready = (p: Ports) =>
  vi.waitFor(
    async () => {
      const state: ExportState = await run(p.exportsApi.state());
      expect(state.export?.status).toBe('READY');
      return state;
    },
    { timeout: 60_000, interval: 50 },
  );

describe.each(ENGINES)('contract: download my data on %s', (engine) => {
  let sides: Sides;
  beforeAll(async () => {
    sides = await openSides(engine);
  }, SETUP_TIMEOUT_MS);
  afterAll(() => sides.close());

  it('asks for an archive, builds it in the background, lets only its owner download it, once a day', async () => {
    const [fake, real] = await sides.both(async (p) => {
      signOut(p);
      const visitor = await outcome(p.exportsApi.request());
      await signInAs(p, MEMBER?.key ?? '');
      const before = await run(p.exportsApi.state());
      const requested = await run(p.exportsApi.request());
      const again = await outcome(p.exportsApi.request());
      const state = await ready(p);
      // The archive's size differs by the times inside it: the sides compare that it has one.
      const done = {
        ...state,
        export: state.export && { ...state.export, sizeBytes: (state.export.sizeBytes ?? 0) > 0 },
      };
      const id = state.export?.id ?? 0;
      const file = await run(p.exportsApi.download(id));
      const files = unzipSync(new Uint8Array(await file.blob.arrayBuffer()));
      const json = (name: string) => JSON.parse(new TextDecoder().decode(files[name]));
      const archive = {
        fileName: file.fileName?.replace(/\d{4}-\d{2}-\d{2}/, '<day>'),
        names: Object.keys(files)
          .filter((name) => !name.startsWith('images/'))
          .sort(),
        nickname: json('profile.json').nickname,
        posts: json('posts.json').map((c: { kind: string; id: number }) => `${c.kind}:${c.id}`),
        drafts: json('drafts.json').map((c: { kind: string; id: number }) => `${c.kind}:${c.id}`),
        comments: json('comments.json').map((c: { id: number }) => c.id),
        follows: json('follows.json'),
      };
      await signInAs(p, OTHER?.key ?? '');
      const theirs = await outcome(p.exportsApi.download(id));
      const missing = await outcome(p.exportsApi.download(id + 100));
      signOut(p);
      return timeless({ visitor, before, requested, again, done, archive, theirs, missing });
    });
    expect(fake).toEqual(real);
    expect(real.visitor).toMatchObject({ ok: false, tag: 'Unauthorized' });
    expect(real.before).toEqual({ export: null, nextAllowedAt: null });
    expect(real.requested).toEqual({
      export: {
        id: 1,
        status: 'PREPARING',
        requestedAt: '<time>',
        readyAt: null,
        expiresAt: null,
        sizeBytes: null,
      },
      nextAllowedAt: '<time>',
    });
    expect(real.again).toMatchObject({ ok: false, tag: 'RateLimited' });
    expect(real.done.export).toMatchObject({
      id: 1,
      status: 'READY',
      readyAt: '<time>',
      expiresAt: '<time>',
      sizeBytes: true,
    });
    expect(real.archive.fileName).toBe('kickoff-my-data-<day>.zip');
    expect(real.archive.names).toEqual(['README.txt', ...EXPORT_FILES].sort());
    expect(real.archive.nickname).toBe(MEMBER?.nickname);
    expect(
      real.archive.posts.length + real.archive.drafts.length + real.archive.comments.length,
    ).toBeGreaterThan(0);
    expect(real.theirs).toMatchObject({ ok: false, tag: 'Forbidden' });
    expect(real.missing).toMatchObject({ ok: false, tag: 'NotFound' });
    expect(EXPORT_TEXT.status.READY).toBe('내려받기');
  });
});
