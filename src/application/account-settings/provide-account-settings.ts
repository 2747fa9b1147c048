import { Effect } from 'effect';
import { fromCallback } from 'xstate';
import { PROFILE_EDIT_TEXT } from '../../domain/text/account-settings';
import type { ImageUpload } from '../drafts/image-upload.port';
import { fromEffect } from '../effect-actor';
import { failureText } from '../failure-text';
import type { AccountSettingsApi } from './account-settings-api.port';
import { type PictureUploadInput, type ProfileEditEvent, profileEditMachine } from './profile-edit.machine';
import { type VisibilityToggleInput, visibilityToggleMachine } from './visibility-toggle.machine';

export interface AccountSettingsPorts {
  readonly accountSettingsApi: AccountSettingsApi;
  readonly imageUpload: ImageUpload;
  /** Spec section 7: after a successful write every cached query refreshes. */
  readonly refresh: () => void;
}

const refreshing = <A, E>(ports: AccountSettingsPorts, effect: Effect.Effect<A, E>) =>
  Effect.tap(effect, () => Effect.sync(ports.refresh));

/** The edit-profile machine with its save and its picture upload (to /api/image/profiles) from ports. */
export const provideProfileEditMachine = (ports: AccountSettingsPorts) =>
  profileEditMachine.provide({
    actors: {
      saveProfile: fromEffect((body) => refreshing(ports, ports.accountSettingsApi.editProfile(body))),
      uploadPicture: fromCallback<ProfileEditEvent, PictureUploadInput>(({ input, sendBack }) => {
        const controller = new AbortController();
        const onProgress = (fraction: number) => sendBack({ type: 'picture.progress', fraction });
        Effect.runPromise(ports.imageUpload.upload('profile', input.file, onProgress), {
          signal: controller.signal,
        }).then(
          (url) => sendBack({ type: 'picture.done', url }),
          (error: unknown) => {
            if (!controller.signal.aborted)
              sendBack({
                type: 'picture.failed',
                message: failureText(error, PROFILE_EDIT_TEXT.pictureFailed),
              });
          },
        );
        return () => controller.abort();
      }),
    },
  });

/** One visibility switch with its PATCH from the port. */
export const provideVisibilityToggleMachine = (ports: AccountSettingsPorts) =>
  visibilityToggleMachine.provide({
    actors: {
      setVisibility: fromEffect(({ list, visible }: VisibilityToggleInput) =>
        refreshing(ports, ports.accountSettingsApi.setVisibility(list, visible)),
      ),
    },
  });

export type ProvidedProfileEditMachine = ReturnType<typeof provideProfileEditMachine>;
export type ProvidedVisibilityToggleMachine = ReturnType<typeof provideVisibilityToggleMachine>;
