import { Effect } from 'effect';
import {
  ageBandOf,
  GUARDIAN_NOTICE_VERSION,
  GUARDIAN_PENDING_MS,
  guardianWaitExpired,
  initialVisibility,
  isPlausibleBirthDate,
  needsGuardianConsent,
} from '../../../src/domain/minors';
import { SERVER_MESSAGES } from '../../../src/domain/server-messages';
import type { Viewer } from '../../../src/domain/viewer';
import { MINORS_TEXT as M } from '../../../src/domain/text/minors';
import { REQUIRED_POLICIES } from '../../../src/domain/policies';
import type { PolicyCatalog } from '../../ports/consents.port';
import type { GuardianLinks, GuardianRecord, GuardianStore } from '../../ports/guardians.port';
import type { Mailer } from '../../ports/password-reset.port';
import type { UnitOfWork } from '../../ports/unit-of-work.port';
import { BadRequest, Conflict, Unauthorized } from '../errors';
import { deletedAccountName } from '../profiles/profile-edit.use-case';

/**
 * The documents a guardian consents to today, with their versions: the required policy documents in
 * force (이용약관, 개인정보 수집·이용: the policy catalog's) and the guardian's notice of the consent page.
 */
export const guardianDocuments =
  (policies: Pick<PolicyCatalog, 'current'>) => (): Effect.Effect<Readonly<Record<string, string>>> =>
    Effect.map(policies.current(), (current) => {
      const versions: Record<string, string> = {};
      for (const document of REQUIRED_POLICIES) {
        const version = current[document];
        if (version !== undefined) versions[document] = version;
      }
      return { ...versions, guardianNotice: GUARDIAN_NOTICE_VERSION };
    });

export type GuardianDeps = {
  readonly guardians: GuardianStore;
  readonly links: GuardianLinks;
  readonly mailer: Mailer;
  readonly uow: UnitOfWork;
  readonly clock: () => Date;
  /** The documents a guardian consents to, with the versions in force (recorded with the consent). */
  readonly documentVersions: () => Effect.Effect<Readonly<Record<string, string>>>;
  /** The addresses of the guardian's pages for a token (PUBLIC_URL based, never the request's Host). */
  readonly consentLink: (token: string) => string;
  readonly withdrawLink: (token: string) => string;
};

/**
 * What an account made with a date of birth starts with (sign-up, onboarding): the date, a minor's
 * private lists, and for a child under 14 the wait for a guardian's consent. A date in the future or
 * before 1900 is refused with the field's Korean reason.
 */
export const birthDateFields = (birthDate: string, now: Date) =>
  Effect.gen(function* () {
    if (!isPlausibleBirthDate(birthDate, now))
      return yield* new BadRequest({
        message: SERVER_MESSAGES.badRequest,
        errors: [{ field: 'birthDate', reason: M.birthDateInvalid }],
      });
    const band = ageBandOf(birthDate, now);
    return {
      birthDate,
      ...initialVisibility(band),
      ...(needsGuardianConsent(birthDate, now) ? { guardianPendingSince: now } : {}),
    };
  });

const expiresAtOf = (record: GuardianRecord) =>
  record.pendingSince ? new Date(record.pendingSince.getTime() + GUARDIAN_PENDING_MS) : null;

/** GET /api/user/guardian: the member's age band and whether they wait for a guardian. */
export const guardianStanding = (deps: GuardianDeps, actor: NonNullable<Viewer>) =>
  Effect.gen(function* () {
    const record = yield* deps.guardians.find(actor.id);
    if (!record) return yield* new Unauthorized({});
    const expiresAt = expiresAtOf(record);
    return {
      ageBand: ageBandOf(record.birthDate, deps.clock()),
      pending: record.pendingSince !== null,
      guardianEmail: record.guardianEmail,
      expiresAt: expiresAt ? expiresAt.toISOString() : null,
    };
  });

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const notPending = () => new Conflict({ message: SERVER_MESSAGES.conflict });

/**
 * PUT /api/user/guardian: a pending child names the guardian; the guardian is mailed a consent link
 * (valid until the wait ends) and a withdrawal link (lasting). Naming another guardian voids the links
 * sent to the one before (each link names its guardian).
 */
export const nameGuardian = (deps: GuardianDeps, actor: NonNullable<Viewer>, guardianEmail: string) =>
  Effect.gen(function* () {
    const record = yield* deps.guardians.find(actor.id);
    if (!record) return yield* new Unauthorized({});
    if (record.pendingSince === null) return yield* notPending();
    if (record.email !== null && record.email === guardianEmail)
      return yield* new BadRequest({
        message: SERVER_MESSAGES.badRequest,
        errors: [{ field: 'guardianEmail', reason: M.guardianEmailSelf }],
      });
    if (!(yield* deps.guardians.nameGuardian(actor.id, guardianEmail))) return yield* notPending();
    const now = deps.clock();
    const claims = { userId: actor.id, guardianEmail };
    const consent = yield* deps.links.sign({ ...claims, purpose: 'consent' }, now, expiresAtOf(record));
    const withdraw = yield* deps.links.sign({ ...claims, purpose: 'withdraw' }, now, null);
    const consentLink = deps.consentLink(consent);
    const withdrawLink = deps.withdrawLink(withdraw);
    const text = M.mailText(record.nickname, consentLink, withdrawLink);
    yield* deps.mailer.send({
      to: guardianEmail,
      subject: M.mailSubject,
      text,
      html: `<p>${text
        .split('\n')
        .map((line) =>
          line === consentLink
            ? `<a href="${escapeHtml(line)}">${M.mailConsentButton}</a>`
            : line === withdrawLink
              ? `<a href="${escapeHtml(line)}">${M.mailWithdrawButton}</a>`
              : escapeHtml(line),
        )
        .join('<br>')}</p>`,
    });
  });

const invalidLink = () =>
  new BadRequest({
    message: SERVER_MESSAGES.invalidGuardianLink,
    errors: [{ field: 'token', reason: M.invalidLink }],
  });

/** The account a valid link names, still with the guardian the link was sent to. */
const linkedRecord = (deps: GuardianDeps, token: string, purpose: 'consent' | 'withdraw') =>
  Effect.gen(function* () {
    const claims = yield* deps.links.verify(token, purpose, deps.clock());
    if (!claims) return yield* invalidLink();
    const record = yield* deps.guardians.find(claims.userId);
    if (!record || record.guardianEmail !== claims.guardianEmail) return yield* invalidLink();
    return { record, guardianEmail: claims.guardianEmail };
  });

/** Deletes an account as 회원 탈퇴 does (its date of birth and guardian's email erased with it). */
const deleteChild = (deps: Pick<GuardianDeps, 'uow' | 'clock'>, userId: number) =>
  deps.uow.transaction((stores) =>
    stores.profiles.deleteAccount(userId, deletedAccountName(userId), deps.clock()),
  );

/** GET /api/guardian/consent: what the guardian's page shows. */
export const guardianRequestView = (deps: GuardianDeps, token: string) =>
  Effect.gen(function* () {
    const { record } = yield* linkedRecord(deps, token, 'consent');
    if (record.pendingSince === null && record.consentedAt === null) return yield* invalidLink();
    return {
      nickname: record.nickname,
      status: record.pendingSince !== null ? ('PENDING' as const) : ('CONSENTED' as const),
      documents: record.consentVersions ?? (yield* deps.documentVersions()),
    };
  });

/**
 * POST /api/guardian/consent: CONSENT records the guardian's email, the time and the document versions
 * and ends the wait (again: nothing changes); REFUSE deletes the pending account.
 */
export const decideAsGuardian = (
  deps: GuardianDeps,
  input: { readonly token: string; readonly decision: 'CONSENT' | 'REFUSE' },
) =>
  Effect.gen(function* () {
    const { record, guardianEmail } = yield* linkedRecord(deps, input.token, 'consent');
    if (record.pendingSince === null)
      return record.consentedAt !== null && input.decision === 'CONSENT'
        ? { status: 'CONSENTED' as const }
        : yield* invalidLink();
    const now = deps.clock();
    if (guardianWaitExpired(record.pendingSince, now)) return yield* invalidLink();
    if (input.decision === 'REFUSE') {
      yield* deleteChild(deps, record.userId);
      return { status: 'DELETED' as const };
    }
    const versions = yield* deps.documentVersions();
    if (!(yield* deps.guardians.consent(record.userId, guardianEmail, versions, now)))
      return yield* invalidLink();
    return { status: 'CONSENTED' as const };
  });

/** POST /api/guardian/withdraw: the guardian withdraws consent (or refuses late); the account is deleted. */
export const withdrawAsGuardian = (deps: GuardianDeps, token: string) =>
  Effect.gen(function* () {
    const { record } = yield* linkedRecord(deps, token, 'withdraw');
    yield* deleteChild(deps, record.userId);
  });

/** How many pending accounts one run of the expiry job deletes at most (the next run takes the rest). */
export const EXPIRY_BATCH = 100;

/** The expiry job: deletes the accounts that waited 7 days for a guardian in vain. The number deleted. */
export const expirePendingChildren = (deps: Pick<GuardianDeps, 'guardians' | 'uow' | 'clock'>) =>
  Effect.gen(function* () {
    const now = deps.clock();
    const ids = yield* deps.guardians.pendingSince(
      new Date(now.getTime() - GUARDIAN_PENDING_MS),
      EXPIRY_BATCH,
    );
    for (const id of ids) yield* deleteChild(deps, id);
    return ids.length;
  });
