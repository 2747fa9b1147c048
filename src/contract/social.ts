import * as v from 'valibot';
import { CONSULTATION_TYPES } from '../domain/catalog';
import { CONTENT_LIMITS } from '../domain/content/limits';
import { CONTENT_INPUT_TEXT as T } from '../domain/text/content-input';
import { VALIDATION_TEXT } from '../domain/text/validation';
import { MAX_ID } from './common';

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
  recipientId: v.pipe(
    v.number(),
    v.safeInteger(VALIDATION_TEXT.invalidNumber),
    v.minValue(1, VALIDATION_TEXT.invalidNumber),
    v.maxValue(MAX_ID, VALIDATION_TEXT.invalidNumber),
  ),
  consultationType: ConsultationType,
  message: v.pipe(
    v.string(),
    v.check((s) => s.trim() !== '', T.consultationMessageRequired),
    v.maxLength(CONTENT_LIMITS.consultationLength, T.consultationMessageTooLong),
  ),
});
export type ConsultationRequest = v.InferInput<typeof ConsultationRequest>;
