import type { Effect } from 'effect';
import type { ExportFiles, ExportStore, MemberData } from '../../ports/exports.port';
import type { ImageStore } from '../../ports/images.port';

/** One consent as the archive lists it. */
export type ExportedConsent = { readonly document: string; readonly version: string; readonly givenAt: Date };
/** One block as the archive lists it: a named block by nickname, an anonymous one by its excerpt only. */
export type ExportedBlock = {
  readonly scope: string;
  readonly nickname: string | null;
  readonly excerpt: string;
  readonly createdAt: Date;
};

/** What the export use cases work with (내 정보 다운로드, issue 23). */
export type ExportDeps = {
  readonly exports: ExportStore;
  readonly files: ExportFiles;
  readonly data: MemberData;
  /** The uploaded images, read for the member's own pictures. */
  readonly images: Pick<ImageStore, 'read'>;
  readonly clock: () => Date;
  /** Asks the background build to run soon; the request never waits for it (the server's job, the demo's timer). */
  readonly wake: () => void;
  /** The member's consents, where the host records them. */
  readonly consents?: (userId: number) => Effect.Effect<readonly ExportedConsent[]>;
  /** The member's blocks, where the host keeps them. */
  readonly blocks?: (userId: number) => Effect.Effect<readonly ExportedBlock[]>;
};
