import type { QueryClient } from '@tanstack/query-core';
import { Effect } from 'effect';
import { fromCallback } from 'xstate';
import { fromEffect } from '../effect-actor';
import { displayText } from '../errors';
import { queryKeys } from '../query-keys';
import type { ContentDoc, DraftsApi } from './drafts-api.port';
import { editorDraftMachine } from './editor-draft.machine';
import { type ImageUploadEvent, imageUploadMachine, type UploadActorInput } from './image-upload.machine';
import type { ImageUpload } from './image-upload.port';

/** What the write, edit and draft pages of one kind work with. */
export interface EditorPorts {
  readonly draftsApi: DraftsApi;
  readonly imageUpload: ImageUpload;
  readonly queryClient: QueryClient;
}

interface IdDoc {
  readonly id: number;
  readonly doc: ContentDoc;
}

/**
 * Spec section 7: after a successful write cached queries are refreshed (lists, detail, drafts), all
 * but the open editor's own load, which would only re-download what the editor already shows.
 */
const refreshAfter = <A, E>(ports: EditorPorts, effect: Effect.Effect<A, E>) =>
  Effect.tap(effect, () =>
    Effect.sync(() => {
      const editorKey = queryKeys.forEdit(ports.draftsApi.kind, 0)[0];
      void ports.queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== editorKey });
    }),
  );

/** The editor draft machine with its save and publish placeholders filled from the port. */
export const provideEditorDraftMachine = (ports: EditorPorts) => {
  const api = ports.draftsApi;
  return editorDraftMachine.provide({
    actors: {
      createDraft: fromEffect(({ doc }: { doc: ContentDoc }) => refreshAfter(ports, api.createDraft(doc))),
      saveDraft: fromEffect(({ id, doc }: IdDoc) => refreshAfter(ports, api.saveDraft(id, doc))),
      // The latest text travels with the publish request, so what is published is what the editor shows.
      publishDraft: fromEffect(({ id, doc }: IdDoc) => refreshAfter(ports, api.publishDraft(id, doc))),
      create: fromEffect(({ doc }: { doc: ContentDoc }) => refreshAfter(ports, api.create(doc))),
      update: fromEffect(({ id, doc }: IdDoc) => refreshAfter(ports, api.update(id, doc))),
    },
  });
};

/** The image upload machine with the upload actor from the port: progress events, abort on stop. */
export const provideImageUploadMachine = (ports: Pick<EditorPorts, 'imageUpload'>) =>
  imageUploadMachine.provide({
    actors: {
      upload: fromCallback<ImageUploadEvent, UploadActorInput>(({ input, sendBack }) => {
        const controller = new AbortController();
        const onProgress = (fraction: number) => sendBack({ type: 'upload.progress', fraction });
        Effect.runPromise(ports.imageUpload.upload(input.kind, input.file, onProgress), {
          signal: controller.signal,
        }).then(
          (url) => sendBack({ type: 'upload.done', url }),
          (error: unknown) => {
            if (!controller.signal.aborted) sendBack({ type: 'upload.failed', message: displayText(error) });
          },
        );
        return () => controller.abort();
      }),
    },
  });

export type ProvidedEditorDraftMachine = ReturnType<typeof provideEditorDraftMachine>;
export type ProvidedImageUploadMachine = ReturnType<typeof provideImageUploadMachine>;
