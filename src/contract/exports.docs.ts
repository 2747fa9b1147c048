import { documented } from './operation';
import { EXPORT_OPERATIONS } from './exports.operations';

/** The reference's text for the export operations (server only: see Operation.summary). */
export const EXPORT_DOCS = documented(EXPORT_OPERATIONS, {
  state:
    "The caller's latest request for their data archive (내 정보 다운로드) with its status (PREPARING, READY, EXPIRED, FAILED) and when a new request is allowed.",
  request:
    "Asks for an archive of the caller's data (PIPA Art. 35): a ZIP of JSON files (profile, posts and drafts of every kind, comments, likes, follows, consultations, notifications, consents, reports, blocks) and the caller's uploaded pictures, built in the background and offered for 7 days. One request a day (429 with a Korean reason); a failed build may be asked again at once.",
  download:
    "The archive as `application/zip`, for its owner only (403 for another member's, 404 when it is not ready, expired or gone).",
});
