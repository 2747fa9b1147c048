import { MODERATION_OPERATIONS } from './moderation.operations';
import { documented } from './operation';

/** The reference's text for the moderation queue and 임시조치 (server only: see Operation.summary). */
export const MODERATION_DOCS = documented(MODERATION_OPERATIONS, {
  queue:
    'The moderation queue (MODERATOR, ADMIN; 403 otherwise): reported targets grouped, newest report first, with the count and reasons of their reports, a plain-text preview, whether and why they are hidden, and the author with their earlier reports, hides and warnings. `view=open` (default) lists targets with open reports, `view=closed` the decided ones.',
  decide:
    'Decides on a reported target (MODERATOR, ADMIN): `DISMISS` closes its reports and lifts an automatic hold; `HIDE` hides it from everyone but its author and moderators (a `reason` category and a `note`); `RESTORE` lifts any hold and un-blinds a comment; `DELETE` deletes it (a `note`); `WARN` warns its author (a `note`). The author and the reporters are notified in Korean; every decision is an audit entry.',
  cases:
    'The 임시조치 cases (MODERATOR, ADMIN), newest first, each with its due date and `pastDue` when its hiding period is over and it awaits a decision.',
  step: 'A step on a 임시조치 case (MODERATOR, ADMIN): `apply` hides the content for `days` (1 to 30) with a `note` the author reads, notifies the author with a link to the objection form and mails the requester; `reject` closes a request without hiding; `restore` and `delete` decide a hidden or objected case and mail the requester. 409 when the case is not in a state that allows the step. Every step is an audit entry (`takedown.*`).',
  request:
    "A rights-infringement request (권리침해 신고, 정보통신망법 제44조의2) by anyone, even a visitor: the requester's name and e-mail, the URL of an article, a board post or a comment (`#comment-<id>`) of this site, and the reason. 404 when the URL names nothing visible. Its own abuse limit per client address.",
  mine: "The 임시조치 case of the caller's own content (the objection page): never the requester. 404 for anyone but the author.",
  object:
    "The author's 이의제기 on a case under 임시조치: it goes back to the moderators' queue. 404 for anyone but the author; 409 when the case is not hidden.",
});
