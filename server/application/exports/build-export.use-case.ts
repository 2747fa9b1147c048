import { Effect } from 'effect';
import {
  EXPORT_BUILD_STALE_MS,
  EXPORT_FILES,
  EXPORT_IMAGES_FOLDER,
  type ExportFile,
  exportExpiry,
} from '../../../src/domain/exports';
import { seoulDateKey } from '../../../src/domain/relative-time';
import { EXPORT_README as R } from '../../../src/domain/text/exports';
import type { ArchiveEntry, ExportContent } from '../../ports/exports.port';
import type { ExportDeps } from './export-deps';

/** Names the image store issues; the last segment of a stored picture's URL (local or IMAGE_BASE_URL). */
const STORED_IMAGE = /\/([0-9a-f-]{36}\.(?:webp|png|jpg|gif))$/;
const IMG_SRC = /<img\b[^>]*?\ssrc="([^"]+)"/g;

/** The stored pictures the member put in their profile, thumbnails and bodies, each once. */
export const ownImageNames = (profileImage: string | null, contents: readonly ExportContent[]): string[] => {
  const urls = [
    profileImage,
    ...contents.flatMap((c) => [c.thumbnailUrl, ...[...c.html.matchAll(IMG_SRC)].map((m) => m[1])]),
  ];
  const names = new Set<string>();
  for (const url of urls) {
    const name = url ? STORED_IMAGE.exec(url)?.[1] : undefined;
    if (name) names.add(name);
  }
  return [...names];
};

const encoder = new TextEncoder();
const json = (value: unknown) => encoder.encode(`${JSON.stringify(value, null, 2)}\n`);
const run = <A>(effect: Effect.Effect<A>) => Effect.runPromise(effect);

const readme = (nickname: string, now: Date, unavailable: readonly ExportFile[]) =>
  encoder.encode(
    [
      R.title,
      '',
      R.intro(nickname, seoulDateKey(now)),
      R.privacy,
      '',
      ...EXPORT_FILES.map(
        (file) => `- ${file}: ${R.files[file]}${unavailable.includes(file) ? ` (${R.unavailable})` : ''}`,
      ),
      `- ${R.images}`,
      '',
    ].join('\n'),
  );

/**
 * The archive's entries, each read when the writer asks for it (one section in memory at a time): the
 * README, one JSON file per section, then the member's pictures under images/.
 */
export async function* archiveEntries(
  deps: ExportDeps,
  userId: number,
  now: Date,
): AsyncGenerator<ArchiveEntry> {
  const profile = await run(deps.data.profile(userId));
  if (!profile) return;
  const contents = await run(deps.data.contents(userId));
  const unavailable: ExportFile[] = [];
  if (!deps.consents) unavailable.push('consents.json');
  if (!deps.blocks) unavailable.push('blocks.json');
  const { consents, blocks } = deps;
  const sections: Record<ExportFile, () => Promise<unknown>> = {
    'profile.json': async () => profile,
    'posts.json': async () => contents.filter((c) => !c.draft),
    'drafts.json': async () => contents.filter((c) => c.draft),
    'comments.json': () => run(deps.data.comments(userId)),
    'likes.json': () => run(deps.data.likes(userId)),
    'follows.json': () => run(deps.data.follows(userId)),
    'consultations.json': () => run(deps.data.consultations(userId)),
    'notifications.json': () => run(deps.data.notifications(userId)),
    'consents.json': async () => (consents ? run(consents(userId)) : []),
    'reports.json': () => run(deps.data.reports(userId)),
    'blocks.json': async () => (blocks ? run(blocks(userId)) : []),
  };
  yield { path: 'README.txt', bytes: async () => readme(profile.nickname, now, unavailable) };
  for (const file of EXPORT_FILES) yield { path: file, bytes: async () => json(await sections[file]()) };
  for (const name of ownImageNames(profile.profileImageUrl, contents))
    yield {
      path: `${EXPORT_IMAGES_FOLDER}${name}`,
      bytes: async () => (await run(deps.images.read(name)))?.bytes ?? null,
    };
}

/**
 * Builds the oldest waiting archive, if any: claimed by one statement (another process's claim is
 * skipped), written to the export files, then READY for EXPORT_TTL_MS. A build that throws is FAILED
 * (the member may ask again at once). False when nothing was waiting.
 */
export const buildNextExport = (deps: ExportDeps) =>
  Effect.gen(function* () {
    const now = deps.clock();
    const claimed = yield* deps.exports.claimNext(now, new Date(now.getTime() - EXPORT_BUILD_STALE_MS));
    if (!claimed) return false;
    const written = yield* deps.files.write(archiveEntries(deps, claimed.userId, now)).pipe(Effect.exit);
    if (written._tag === 'Failure') {
      yield* deps.exports.markFailed(claimed.id);
      return true;
    }
    const readyAt = deps.clock();
    const moved = yield* deps.exports.markReady(claimed.id, {
      fileName: written.value.name,
      sizeBytes: written.value.sizeBytes,
      readyAt,
      expiresAt: exportExpiry(readyAt),
    });
    // Another process took the build over (this one was stale): its file is the one kept.
    if (!moved) yield* deps.files.remove(written.value.name);
    return true;
  });

/** Deletes the files of archives past their expiry and marks them EXPIRED; the number swept. */
export const sweepExpiredExports = (deps: ExportDeps, batch = 100) =>
  Effect.gen(function* () {
    const expired = yield* deps.exports.expiredReady(deps.clock(), batch);
    for (const record of expired) {
      if (record.fileName) yield* deps.files.remove(record.fileName);
      yield* deps.exports.markExpired(record.id);
    }
    return expired.length;
  });

/** One run of the export job: sweep what expired, then build what waits (at most `max` archives). */
export const runExportJob = (deps: ExportDeps, max = 20) =>
  Effect.gen(function* () {
    const swept = yield* sweepExpiredExports(deps);
    let built = 0;
    while (built < max && (yield* buildNextExport(deps))) built += 1;
    return { swept, built };
  });
