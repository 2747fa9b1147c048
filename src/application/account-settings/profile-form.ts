import * as v from 'valibot';
import { ProfileEditBody } from '../../contract/profile';
import type { OwnProfile } from '../../contract/user';
import { isApiError } from '../errors';
import { failureText } from '../failure-text';

/** The text fields of the edit-profile form, as the body names them. */
export const PROFILE_TEXT_FIELDS = [
  'name',
  'job',
  'introduction',
  'homepageUrl',
  'instagramUrl',
  'youtubeUrl',
  'blogUrl',
] as const;
export type ProfileTextField = (typeof PROFILE_TEXT_FIELDS)[number];
/** Every field a reason can be shown on: the text fields and the picture. */
export type ProfileField = ProfileTextField | 'profileImageUrl';
export type ProfileFieldErrors = Partial<Record<ProfileField, string>>;

/** What the inputs hold: text, an empty string for nothing. */
export type ProfileFormValues = Readonly<Record<ProfileTextField, string>>;

const FIELDS: readonly ProfileField[] = [...PROFILE_TEXT_FIELDS, 'profileImageUrl'];

/** The inputs' values for a saved profile. */
export const formOf = (profile: OwnProfile): ProfileFormValues => ({
  name: profile.name,
  job: profile.job ?? '',
  introduction: profile.introduction ?? '',
  homepageUrl: profile.homepageUrl ?? '',
  instagramUrl: profile.instagramUrl ?? '',
  youtubeUrl: profile.youtubeUrl ?? '',
  blogUrl: profile.blogUrl ?? '',
});

/** An empty optional field is sent as null (the server clears it). */
const orNull = (text: string): string | null => (text.trim() === '' ? null : text);

export type ProfileCheck =
  | { readonly ok: true; readonly body: v.InferOutput<typeof ProfileEditBody> }
  | { readonly ok: false; readonly errors: ProfileFieldErrors };

/**
 * The form checked with the contract's own schema before anything is sent: the same Korean reasons
 * the server would give (a name of 2 to 16 characters, two lines of job, 1,000 characters of
 * introduction, http or https links only), one per field.
 */
export const checkProfile = (values: ProfileFormValues, picture: string | null): ProfileCheck => {
  const parsed = v.safeParse(ProfileEditBody, {
    name: values.name,
    job: orNull(values.job),
    introduction: orNull(values.introduction),
    homepageUrl: orNull(values.homepageUrl),
    instagramUrl: orNull(values.instagramUrl),
    youtubeUrl: orNull(values.youtubeUrl),
    blogUrl: orNull(values.blogUrl),
    profileImageUrl: picture,
  });
  if (parsed.success) return { ok: true, body: parsed.output };
  const errors: ProfileFieldErrors = {};
  for (const issue of parsed.issues) {
    const field = v.getDotPath(issue) as ProfileField | null;
    if (field !== null && FIELDS.includes(field) && errors[field] === undefined)
      errors[field] = issue.message;
  }
  return { ok: false, errors };
};

/**
 * A refused save, shown where it belongs: each `errors[].reason` on its field (a taken name, a link
 * the server refused), anything else as one sentence above the form.
 */
export const saveFailure = (
  error: unknown,
  fallback: string,
): { readonly errors: ProfileFieldErrors; readonly formError: string | null } => {
  const errors: ProfileFieldErrors = {};
  const body = isApiError(error) ? error.body : null;
  for (const entry of body?.errors ?? []) {
    const field = entry.field as ProfileField;
    if (FIELDS.includes(field) && errors[field] === undefined) errors[field] = entry.reason;
  }
  return { errors, formError: Object.keys(errors).length > 0 ? null : failureText(error, fallback) };
};
