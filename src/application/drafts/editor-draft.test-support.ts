import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { ContentDoc } from './drafts-api.port';
import {
  type EditorDraftEmitted,
  type EditorDraftInput,
  type EditorMode,
  editorDraftMachine,
} from './editor-draft.machine';

export type ActorName = 'createDraft' | 'saveDraft' | 'publishDraft' | 'create' | 'update';

/** A fake actor whose calls are recorded and settled by the test; an unexpected call fails the test. */
const controllable = (allowed: readonly ActorName[]) => {
  const calls: {
    name: ActorName;
    input: unknown;
    resolve: (v: unknown) => void;
    reject: (e: unknown) => void;
  }[] = [];
  const make = (name: ActorName) =>
    fromPromise<never, unknown>(({ input }) => {
      if (!allowed.includes(name)) throw new Error(`unexpected call: ${name}`);
      return new Promise((resolve, reject) => calls.push({ name, input, resolve: resolve as never, reject }));
    });
  const actors = {
    createDraft: make('createDraft'),
    saveDraft: make('saveDraft'),
    publishDraft: make('publishDraft'),
    create: make('create'),
    update: make('update'),
  };
  return { actors, calls };
};

export const flush = () => new Promise((r) => setTimeout(r, 0));

export const LOADED: ContentDoc = {
  title: '기존 제목',
  content: '<p>기존 본문</p>',
  tags: ['TACTICS'],
  thumbnailUrl: null,
};

export const start = (
  mode: EditorMode,
  allowed: readonly ActorName[],
  extra: Partial<EditorDraftInput> = {},
) => {
  const clock = new SimulatedClock();
  const fake = controllable(allowed);
  const machine = editorDraftMachine.provide({ actors: fake.actors as never });
  const input: EditorDraftInput = {
    mode,
    id: mode === 'post' ? null : 7,
    doc: mode === 'post' ? undefined : LOADED,
    now: () => 1_700_000_000_000,
    ...extra,
  };
  const actor = createActor(machine, { clock, input }).start();
  const emitted: EditorDraftEmitted[] = [];
  actor.on('*', (e) => emitted.push(e));
  const ctx = () => actor.getSnapshot().context;
  const type = (patch: Partial<ContentDoc>) => actor.send({ type: 'doc.change', patch });
  return { actor, clock, calls: fake.calls, emitted, ctx, type, state: () => actor.getSnapshot().value };
};
