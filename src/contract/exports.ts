import * as v from 'valibot';
import { EXPORT_STATUSES } from '../domain/exports';

/** One request for the member's archive as they see it (내 정보 다운로드, issue 23). */
export const ExportView = v.object({
  id: v.number(),
  /** PREPARING (준비 중), READY (내려받기), EXPIRED (만료) or FAILED. */
  status: v.picklist(EXPORT_STATUSES),
  requestedAt: v.string(),
  readyAt: v.nullable(v.string()),
  /** Until when a READY archive can be downloaded. */
  expiresAt: v.nullable(v.string()),
  sizeBytes: v.nullable(v.number()),
});
export type ExportView = v.InferOutput<typeof ExportView>;

/** The member's latest request (null: none yet) and when they may ask again (null: now). */
export const ExportState = v.object({
  export: v.nullable(ExportView),
  nextAllowedAt: v.nullable(v.string()),
});
export type ExportState = v.InferOutput<typeof ExportState>;
