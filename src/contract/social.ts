import * as v from 'valibot';
import { CONSULTATION_TYPES } from '../domain/catalog';
import { CONTENT_LIMITS } from '../domain/content/limits';
import { CONTENT_INPUT_TEXT as T } from '../domain/text/content-input';
import { IdValue, multiLineText } from './common';

export const FollowResponse = v.object({ following: v.boolean(), followerCount: v.number() });

/** Popular editors carousel and /spotlightMember. */
export const EditorCard = v.object({
  id: v.number(),
  name: v.string(),
  job: v.nullable(v.string()),
  profileImageUrl: v.nullable(v.string()),
  following: v.boolean(),
  followerCount: v.number(),
});
export const EditorCardArray = v.array(EditorCard);

export const ConsultationType = v.picklist(CONSULTATION_TYPES, T.consultationTypeInvalid);
export const ConsultationRequest = v.object({
  recipientId: IdValue,
  consultationType: ConsultationType,
  message: v.pipe(
    multiLineText(),
    v.check((s) => s.trim() !== '', T.consultationMessageRequired),
    v.maxLength(CONTENT_LIMITS.consultationLength, T.consultationMessageTooLong),
  ),
});
export type ConsultationRequest = v.InferInput<typeof ConsultationRequest>;
