import { assign, emit, fromPromise, setup } from 'xstate';
import { EDITOR_TEXT } from '../../domain/text/editor';
import { displayText } from '../errors';
import type { ContentDoc } from './drafts-api.port';
import { EMPTY_DOC, isBlank, publishProblem, sameDoc } from './draft-rules';
import type {
  EditorDraftContext,
  EditorDraftEmitted,
  EditorDraftEvent,
  EditorDraftInput,
  SaveKind,
} from './editor-draft.types';

export type * from './editor-draft.types';

/** Autosave waits this long after the last change, so typing is never interrupted by requests. */
export const AUTOSAVE_DELAY_MS = 2000;

interface IdDoc {
  readonly id: number;
  readonly doc: ContentDoc;
}

const errorOf = (event: unknown): string => displayText((event as { error?: unknown }).error);

export const editorDraftMachine = setup({
  types: {} as {
    context: EditorDraftContext;
    events: EditorDraftEvent;
    input: EditorDraftInput;
    emitted: EditorDraftEmitted;
  },
  actors: {
    createDraft: fromPromise<number, { doc: ContentDoc }>(() =>
      Promise.reject(new Error('createDraft not provided')),
    ),
    saveDraft: fromPromise<void, IdDoc>(() => Promise.reject(new Error('saveDraft not provided'))),
    /** Publishes the draft with the doc as its last version; resolves with the article id. */
    publishDraft: fromPromise<number, IdDoc>(() => Promise.reject(new Error('publishDraft not provided'))),
    create: fromPromise<number, { doc: ContentDoc }>(() => Promise.reject(new Error('create not provided'))),
    update: fromPromise<void, IdDoc>(() => Promise.reject(new Error('update not provided'))),
  },
  delays: {
    autosave: ({ context }) => context.autosaveMs,
  },
  guards: {
    shouldAutosave: ({ context }) =>
      context.mode !== 'edit' &&
      !context.autosaveFailed &&
      !isBlank(context.doc) &&
      !sameDoc(context.doc, context.savedDoc),
    canSave: ({ context }) => context.mode !== 'edit' && !isBlank(context.doc),
    isEditMode: ({ context }) => context.mode === 'edit',
    hasId: ({ context }) => context.id !== null,
    isNewArticle: ({ context }) => context.mode === 'post' && context.id === null,
    publishable: ({ context }) => publishProblem(context.doc) === null,
    publishQueued: ({ context }) => context.publishQueued,
  },
  actions: {
    applyChange: assign(({ context, event }) => {
      if (event.type !== 'doc.change') return {};
      return { doc: { ...context.doc, ...event.patch }, autosaveFailed: false };
    }),
    startSave: assign(({ context }, params: { kind: SaveKind }) => ({
      sending: context.doc,
      saveKind: params.kind,
      error: null,
    })),
    markSaved: assign(({ context }) => ({
      savedDoc: context.sending ?? context.savedDoc,
      sending: null,
      lastSavedAt: context.now(),
      lastSaveKind: context.saveKind,
      saveKind: null,
    })),
    emitSaved: emit(({ context }) => ({ type: 'saved' as const, kind: context.lastSaveKind ?? 'manual' })),
    failSave: assign(({ context, event }) => ({
      sending: null,
      saveKind: null,
      publishQueued: false,
      autosaveFailed: context.saveKind === 'auto',
      error: errorOf(event),
    })),
    emitSaveFailed: emit(({ context, event }) => ({
      type: 'saveFailed' as const,
      kind: context.saveKind ?? 'manual',
      message: errorOf(event),
    })),
    refuseBlank: emit({ type: 'invalid', message: EDITOR_TEXT.emptyDraft }),
    refuseUnpublishable: emit(({ context }) => ({
      type: 'invalid' as const,
      message: publishProblem(context.doc) ?? '',
    })),
    failPublish: assign(({ event }) => ({ error: errorOf(event), publishQueued: false })),
    emitPublishFailed: emit(({ context, event }) => ({
      type: 'publishFailed' as const,
      mode: context.mode,
      message: errorOf(event),
    })),
  },
}).createMachine({
  id: 'editorDraft',
  context: ({ input }) => {
    const doc = input.doc ?? EMPTY_DOC;
    return {
      mode: input.mode,
      id: input.id,
      doc,
      savedDoc: input.resume?.savedDoc ?? doc,
      sending: null,
      saveKind: null,
      lastSavedAt: input.resume?.lastSavedAt ?? null,
      lastSaveKind: input.resume?.lastSaveKind ?? null,
      autosaveFailed: false,
      publishQueued: false,
      error: null,
      publishedId: null,
      autosaveMs: input.autosaveMs ?? AUTOSAVE_DELAY_MS,
      now: input.now ?? Date.now,
    };
  },
  initial: 'idle',
  on: {
    // Typing never waits for a request: a change during a save lands in `doc` and stays unsaved.
    'doc.change': { actions: 'applyChange' },
  },
  states: {
    idle: {
      after: {
        autosave: {
          guard: 'shouldAutosave',
          target: 'saving',
          actions: { type: 'startSave', params: { kind: 'auto' } },
        },
      },
      on: {
        // Re-entering restarts the autosave wait: the debounce.
        'doc.change': { target: 'idle', reenter: true, actions: 'applyChange' },
        'draft.save': [
          { guard: 'isEditMode' },
          { guard: 'canSave', target: 'saving', actions: { type: 'startSave', params: { kind: 'manual' } } },
          { actions: 'refuseBlank' },
        ],
        'draft.publish': [
          { guard: 'publishable', target: 'publishing', actions: assign({ error: null }) },
          { actions: 'refuseUnpublishable' },
        ],
      },
    },
    saving: {
      initial: 'choosing',
      on: {
        // Pressing 'save' during an autosave joins it: the same request, now reported as manual.
        'draft.save': { actions: assign({ saveKind: 'manual' }) },
        'draft.publish': [
          { guard: 'publishable', actions: assign({ publishQueued: true }) },
          { actions: 'refuseUnpublishable' },
        ],
      },
      states: {
        choosing: { always: [{ guard: 'hasId', target: 'updating' }, { target: 'creating' }] },
        creating: {
          invoke: {
            src: 'createDraft',
            input: ({ context }) => ({ doc: context.sending ?? context.doc }),
            onDone: {
              target: '#editorDraft.saved',
              actions: [
                assign({ id: ({ event }) => event.output, mode: 'draft' }),
                emit(({ event }) => ({ type: 'draftCreated' as const, id: event.output })),
              ],
            },
            onError: { target: '#editorDraft.idle', actions: ['emitSaveFailed', 'failSave'] },
          },
        },
        updating: {
          invoke: {
            src: 'saveDraft',
            input: ({ context }) => ({ id: context.id ?? 0, doc: context.sending ?? context.doc }),
            onDone: '#editorDraft.saved',
            onError: { target: '#editorDraft.idle', actions: ['emitSaveFailed', 'failSave'] },
          },
        },
      },
    },
    saved: {
      entry: ['markSaved', 'emitSaved'],
      always: [
        { guard: 'publishQueued', target: 'publishing', actions: assign({ publishQueued: false }) },
        { target: 'idle' },
      ],
    },
    publishing: {
      initial: 'choosing',
      states: {
        choosing: {
          always: [
            { guard: 'isNewArticle', target: 'creating' },
            { guard: 'isEditMode', target: 'updating' },
            { target: 'publishingDraft' },
          ],
        },
        creating: {
          invoke: {
            src: 'create',
            input: ({ context }) => ({ doc: context.doc }),
            onDone: {
              target: '#editorDraft.published',
              actions: assign({ publishedId: ({ event }) => event.output }),
            },
            onError: { target: '#editorDraft.idle', actions: ['emitPublishFailed', 'failPublish'] },
          },
        },
        publishingDraft: {
          invoke: {
            src: 'publishDraft',
            input: ({ context }) => ({ id: context.id ?? 0, doc: context.doc }),
            onDone: {
              target: '#editorDraft.published',
              actions: assign({ publishedId: ({ event }) => event.output }),
            },
            onError: { target: '#editorDraft.idle', actions: ['emitPublishFailed', 'failPublish'] },
          },
        },
        updating: {
          invoke: {
            src: 'update',
            input: ({ context }) => ({ id: context.id ?? 0, doc: context.doc }),
            onDone: {
              target: '#editorDraft.published',
              actions: assign({ publishedId: ({ context }) => context.id }),
            },
            onError: { target: '#editorDraft.idle', actions: ['emitPublishFailed', 'failPublish'] },
          },
        },
      },
    },
    // Not a final state: the page reads `publishedId` and leaves; late events are swallowed.
    published: {
      entry: [
        assign({ savedDoc: ({ context }) => context.doc }),
        emit(({ context }) => ({
          type: 'published' as const,
          id: context.publishedId ?? 0,
          mode: context.mode,
        })),
      ],
      on: { 'doc.change': {}, 'draft.save': {}, 'draft.publish': {} },
    },
  },
});

export type EditorDraftMachine = typeof editorDraftMachine;

/** Unsaved changes: what the leave-page warning guards. */
export const hasUnsavedChanges = (context: EditorDraftContext): boolean =>
  !sameDoc(context.doc, context.savedDoc);
