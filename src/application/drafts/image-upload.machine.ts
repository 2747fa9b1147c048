import { assign, emit, fromCallback, setup } from 'xstate';
import { imageFileProblem } from './draft-rules';
import type { ImageKind } from './image-upload.port';

export interface ImageUploadContext {
  readonly kind: ImageKind;
  /** Sent fraction of the running upload, 0..1. */
  readonly progress: number;
  readonly error: string | null;
}

/** The file as the machine needs it; a browser File is one. */
export type UploadFile = Blob;

/** `upload.progress`, `upload.done` and `upload.failed` come back from the upload actor. */
export type ImageUploadEvent =
  | { type: 'upload.start'; file: UploadFile }
  | { type: 'upload.cancel' }
  | { type: 'upload.progress'; fraction: number }
  | { type: 'upload.done'; url: string }
  | { type: 'upload.failed'; message: string };

export type ImageUploadEmitted = { type: 'uploaded'; url: string } | { type: 'failed'; message: string };

export interface UploadActorInput {
  readonly kind: ImageKind;
  readonly file: UploadFile;
}

const clamp = (n: number): number => (Number.isFinite(n) ? Math.min(1, Math.max(0, n)) : 0);

/** One image upload at a time (thumbnail or inline image): checks the file, reports progress, cancels. */
export const imageUploadMachine = setup({
  types: {} as {
    context: ImageUploadContext;
    events: ImageUploadEvent;
    input: { kind: ImageKind };
    emitted: ImageUploadEmitted;
  },
  actors: {
    // Provided from the ImageUpload port; the placeholder fails so a missing binding is obvious.
    upload: fromCallback<ImageUploadEvent, UploadActorInput>(({ sendBack }) => {
      sendBack({ type: 'upload.failed', message: 'upload not provided' });
    }),
  },
  guards: {
    fileAccepted: ({ event }) => event.type === 'upload.start' && imageFileProblem(event.file) === null,
  },
}).createMachine({
  id: 'imageUpload',
  context: ({ input }) => ({ kind: input.kind, progress: 0, error: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'upload.start': [
          { guard: 'fileAccepted', target: 'uploading' },
          {
            actions: [
              assign({ error: ({ event }) => imageFileProblem(event.file) }),
              emit(({ event }) => ({ type: 'failed' as const, message: imageFileProblem(event.file) ?? '' })),
            ],
          },
        ],
      },
    },
    uploading: {
      entry: assign({ progress: 0, error: null }),
      invoke: {
        src: 'upload',
        input: ({ context, event }) => ({
          kind: context.kind,
          file: (event as Extract<ImageUploadEvent, { type: 'upload.start' }>).file,
        }),
      },
      on: {
        'upload.progress': { actions: assign({ progress: ({ event }) => clamp(event.fraction) }) },
        'upload.done': {
          target: 'idle',
          actions: [
            assign({ progress: 1 }),
            emit(({ event }) => ({ type: 'uploaded' as const, url: event.url })),
          ],
        },
        'upload.failed': {
          target: 'idle',
          actions: [
            assign({ error: ({ event }) => event.message, progress: 0 }),
            emit(({ event }) => ({ type: 'failed' as const, message: event.message })),
          ],
        },
        // Leaving the state stops the actor, which aborts the request.
        'upload.cancel': { target: 'idle', actions: assign({ progress: 0 }) },
      },
    },
  },
});

export type ImageUploadMachine = typeof imageUploadMachine;
