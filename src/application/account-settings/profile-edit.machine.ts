import { assign, emit, fromCallback, not, raise, setup, stateIn } from 'xstate';
import type { ProfileEditBody } from '../../contract/profile';
import type { OwnProfile } from '../../contract/user';
import { PROFILE_EDIT_TEXT as T } from '../../domain/text/account-settings';
import { imageFileProblem } from '../drafts/draft-rules';
import { placeholder } from '../placeholder';
import {
  checkProfile,
  formOf,
  type ProfileFieldErrors,
  type ProfileFormValues,
  type ProfileTextField,
  saveFailure,
} from './profile-form';

export interface ProfileEditContext {
  /** The profile as last saved (the server's answer). */
  readonly profile: OwnProfile;
  readonly values: ProfileFormValues;
  /** The picture the form will save: the current one, a fresh upload's URL, or null (none). */
  readonly picture: string | null;
  readonly errors: ProfileFieldErrors;
  /** A failure that belongs to no field (the network, the server). */
  readonly formError: string | null;
  /** Sent fraction of the running picture upload, 0..1. */
  readonly progress: number;
}

export type ProfileEditEvent =
  | { type: 'profile.change'; field: ProfileTextField; value: string }
  | { type: 'profile.submit' }
  | { type: 'picture.choose'; file: Blob }
  | { type: 'picture.remove' }
  | { type: 'picture.cancel' }
  /** From the upload actor. */
  | { type: 'picture.progress'; fraction: number }
  | { type: 'picture.done'; url: string }
  | { type: 'picture.failed'; message: string }
  /** The picture changed: a saved or failed form is being edited again. */
  | { type: 'profile.touched' };

/** `saved` carries the profile the server answered: the session shows it in the top bar. */
export type ProfileEditEmitted = { type: 'saved'; profile: OwnProfile };

export interface PictureUploadInput {
  readonly file: Blob;
}

const clamp = (n: number): number => (Number.isFinite(n) ? Math.min(1, Math.max(0, n)) : 0);

/**
 * The edit-profile form (/users/edit). Two regions run side by side: the form (editing → saving →
 * saved or failed) and the picture (idle ↔ uploading, with progress). Every field is checked with
 * the contract before anything is sent, and a picture before it is uploaded (type and size), so bad
 * input changes nothing and costs no request. While saving, a second submit and a new picture are
 * ignored; while a picture uploads, saving waits (the form would save the old picture).
 */
export const profileEditMachine = setup({
  types: {} as {
    context: ProfileEditContext;
    events: ProfileEditEvent;
    input: { profile: OwnProfile };
    emitted: ProfileEditEmitted;
  },
  actors: {
    saveProfile: placeholder<OwnProfile, ProfileEditBody>('saveProfile'),
    /** Uploads to /api/image/profiles; reports picture.progress, then picture.done or picture.failed. */
    uploadPicture: fromCallback<ProfileEditEvent, PictureUploadInput>(({ sendBack }) => {
      sendBack({ type: 'picture.failed', message: 'uploadPicture is provided by the composition root' });
    }),
  },
  guards: {
    uploading: stateIn({ picture: 'uploading' }),
    saving: stateIn({ form: 'saving' }),
    valid: ({ context }) => checkProfile(context.values, context.picture).ok,
    pictureRefused: ({ event }) => event.type === 'picture.choose' && imageFileProblem(event.file) !== null,
  },
  actions: {
    change: assign(({ context, event }) => {
      if (event.type !== 'profile.change') return {};
      return {
        values: { ...context.values, [event.field]: event.value },
        errors: { ...context.errors, [event.field]: undefined },
      };
    }),
    showProblems: assign(({ context }) => {
      const check = checkProfile(context.values, context.picture);
      return check.ok ? {} : { errors: check.errors, formError: T.fixErrors };
    }),
  },
}).createMachine({
  id: 'profileEdit',
  type: 'parallel',
  context: ({ input }) => ({
    profile: input.profile,
    values: formOf(input.profile),
    picture: input.profile.profileImageUrl,
    errors: {},
    formError: null,
    progress: 0,
  }),
  states: {
    form: {
      initial: 'editing',
      states: {
        editing: {},
        saving: {
          entry: assign({ formError: null }),
          invoke: {
            src: 'saveProfile',
            input: ({ context }) => {
              const check = checkProfile(context.values, context.picture);
              if (!check.ok) throw new Error('saving an unchecked form');
              return check.body;
            },
            onDone: {
              target: 'saved',
              actions: [
                assign(({ event }) => ({
                  profile: event.output,
                  values: formOf(event.output),
                  picture: event.output.profileImageUrl,
                  errors: {},
                  formError: null,
                })),
                emit(({ event }) => ({ type: 'saved' as const, profile: event.output })),
              ],
            },
            onError: {
              target: 'failed',
              actions: assign(({ event }) => saveFailure(event.error, T.saveFailed)),
            },
          },
        },
        saved: {},
        failed: {},
      },
      on: {
        'profile.change': { guard: not('saving'), target: '.editing', actions: 'change' },
        'profile.touched': { guard: not('saving'), target: '.editing' },
        'profile.submit': [
          // Pending: the save on its way answers first.
          { guard: 'saving' },
          { guard: 'uploading', actions: assign({ formError: T.waitForPicture }) },
          { guard: 'valid', target: '.saving' },
          { actions: 'showProblems' },
        ],
      },
    },
    picture: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'picture.choose': [
              { guard: 'saving' },
              {
                guard: 'pictureRefused',
                actions: assign(({ context, event }) => ({
                  errors: { ...context.errors, profileImageUrl: imageFileProblem(event.file) ?? undefined },
                })),
              },
              { target: 'uploading' },
            ],
            'picture.remove': {
              guard: not('saving'),
              actions: [
                assign(({ context }) => ({
                  picture: null,
                  errors: { ...context.errors, profileImageUrl: undefined },
                })),
                raise({ type: 'profile.touched' }),
              ],
            },
          },
        },
        uploading: {
          entry: assign(({ context }) => ({
            progress: 0,
            errors: { ...context.errors, profileImageUrl: undefined },
          })),
          invoke: {
            src: 'uploadPicture',
            input: ({ event }) => ({
              file: (event as Extract<ProfileEditEvent, { type: 'picture.choose' }>).file,
            }),
          },
          on: {
            'picture.progress': { actions: assign({ progress: ({ event }) => clamp(event.fraction) }) },
            'picture.done': {
              target: 'idle',
              actions: [
                assign(({ context, event }) => ({
                  picture: event.url,
                  progress: 1,
                  formError: context.formError === T.waitForPicture ? null : context.formError,
                })),
                raise({ type: 'profile.touched' }),
              ],
            },
            'picture.failed': {
              target: 'idle',
              actions: assign(({ context, event }) => ({
                progress: 0,
                errors: { ...context.errors, profileImageUrl: event.message },
              })),
            },
            // Leaving the state stops the actor, which aborts the upload.
            'picture.cancel': { target: 'idle', actions: assign({ progress: 0 }) },
          },
        },
      },
    },
  },
});

export type ProfileEditMachine = typeof profileEditMachine;
