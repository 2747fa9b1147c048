import { GUARDIAN_OPERATIONS } from './guardian.operations';
import { documented } from './operation';

/** The reference's text for the guardian operations (server only: see Operation.summary). */
export const GUARDIAN_DOCS = documented(GUARDIAN_OPERATIONS, {
  standing:
    "The caller's age band (CHILD under 14, TEEN 14 to 18, ADULT; never the date of birth), whether the account waits for a guardian's consent, the guardian's email once named and when the pending account expires.",
  request:
    "A member under 14 whose account is pending names the guardian's email; a consent mail with a signed link to the consent page (and a withdrawal link) goes there. Allowed while pending. 409 when no consent is pending; 400 when the email is the member's own.",
  view: "What the guardian's consent page shows for a signed link: the child's nickname, whether consent is pending or given, and the document versions consented to. 400 `Invalid Guardian Link` for a bad, expired or spent link.",
  decide:
    "The guardian's decision: CONSENT records the guardian's email, the time and the document versions and makes the account a full one; REFUSE deletes the pending account and everything it holds.",
  withdraw:
    "A guardian withdraws consent from the withdrawal link of the mail: the child's account is deleted (회원 탈퇴), its birth date and guardian email erased.",
});
