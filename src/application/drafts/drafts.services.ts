import type { DraftsApi } from './drafts-api.port';
import {
  type EditorPorts,
  type ProvidedEditorDraftMachine,
  type ProvidedImageUploadMachine,
  provideEditorDraftMachine,
  provideImageUploadMachine,
} from './provide-drafts';

/** What the write, edit and draft pages of a kind use: the load call and the provided machines. */
export interface EditorServices {
  readonly api: DraftsApi;
  readonly draftMachine: ProvidedEditorDraftMachine;
  readonly imageUploadMachine: ProvidedImageUploadMachine;
}

/**
 * Built by the lazy editor pages from the ports in AppServices, not by the composition root, so
 * the machines and their texts stay out of the first page's JavaScript.
 */
export const createEditorServices = (ports: EditorPorts): EditorServices => ({
  api: ports.draftsApi,
  draftMachine: provideEditorDraftMachine(ports),
  imageUploadMachine: provideImageUploadMachine(ports),
});
