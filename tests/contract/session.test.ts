import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_USERS } from '../../content/demo';
import type { SignUpRequest } from '../../src/contract/auth';
import { BIRTH_DATE_TEXT } from '../../src/domain/text/birth-date';
import { VALIDATION_TEXT } from '../../src/domain/text/validation';
import { signUpBody } from '../fixtures/new-member';
import { ENGINES } from '../integration/helpers/test-app';
import { demoUserId, outcome, run, signInAs, signOut, signUpAs } from './helpers/outcome';
import { DEMO_PASSWORD, CASE_TIMEOUT_MS, openSides, type Sides, SETUP_TIMEOUT_MS } from './helpers/sides';

vi.setConfig({ testTimeout: CASE_TIMEOUT_MS });

const user1 = DEMO_USERS.find((u) => u.key === 'user1');

describe.each(ENGINES)('contract: session and users on %s', (engine) => {
  let sides: Sides;
  beforeAll(async () => {
    sides = await openSides(engine);
  }, SETUP_TIMEOUT_MS);
  afterAll(() => sides.close());

  it('signs a demo account in; refuses a wrong password and a bad email alike on both sides', async () => {
    const [fake, real] = await sides.both(async (p) => ({
      good: (await outcome(p.sessionApi.signIn({ email: user1?.email ?? '', password: DEMO_PASSWORD }))).ok,
      wrong: await outcome(p.sessionApi.signIn({ email: user1?.email ?? '', password: 'not-the-password' })),
      unknown: await outcome(
        p.sessionApi.signIn({ email: 'nobody@kickoff.example', password: DEMO_PASSWORD }),
      ),
      invalid: await outcome(p.sessionApi.signIn({ email: 'not an email', password: '' })),
      // Emails are compared as the contract normalises them (trimmed, lower case).
      shouted: (
        await outcome(
          p.sessionApi.signIn({ email: ` ${user1?.email.toUpperCase()} `, password: DEMO_PASSWORD }),
        )
      ).ok,
    }));
    expect(fake).toEqual(real);
    expect(real.good).toBe(true);
    expect(real.shouted).toBe(true);
    expect(real.wrong).toEqual({
      ok: false,
      tag: 'Unauthorized',
      message: 'Bad credentials',
      errors: [{ field: 'password', reason: VALIDATION_TEXT.badCredentials }],
    });
    expect(real.unknown).toEqual(real.wrong);
    expect(real.invalid).toMatchObject({ ok: false, tag: 'BadRequest', message: 'Bad Request' });
  });

  it('reads the own profile with the same counters and level as the seed gives', async () => {
    const [fake, real] = await sides.both(async (p) => {
      await signInAs(p, 'editor1');
      return run(p.sessionApi.profile());
    });
    expect(fake).toEqual(real);
    expect(real).toMatchObject({ id: demoUserId('editor1'), role: 'EDITOR', followerCount: 7 });
    expect(real.receivedPostLikes).toBeGreaterThan(0);
  });

  it('signs a new member up and refuses a taken email and nickname with both fields', async () => {
    const [fake, real] = await sides.both(async (p) => {
      signOut(p);
      const id = await signUpAs(p, 'Contract1');
      const profile = await run(p.sessionApi.profile());
      signOut(p);
      const taken = await outcome(
        p.sessionApi.signUp(
          signUpBody({
            email: 'contract1@contract.example',
            password: 'contract-1234',
            nickname: 'CONTRACT1',
          }),
        ),
      );
      const short = await outcome(
        p.sessionApi.signUp(signUpBody({ email: 'x@contract.example', password: 'short', nickname: 'x' })),
      );
      // Issue 23: the API itself requires the date of birth (a client that leaves it out is refused).
      const { birthDate: _, ...withoutBirthDate } = signUpBody({
        email: 'nobirth@contract.example',
        password: 'contract-1234',
        nickname: 'NoBirth',
      });
      const noBirthDate = await outcome(p.sessionApi.signUp(withoutBirthDate as SignUpRequest));
      const blankBirthDate = await outcome(
        p.sessionApi.signUp(
          signUpBody({
            email: 'nobirth@contract.example',
            password: 'contract-1234',
            nickname: 'NoBirth',
            birthDate: '',
          }),
        ),
      );
      const signedUpLater = await outcome(
        p.sessionApi.signUp(
          signUpBody({ email: 'nobirth@contract.example', password: 'contract-1234', nickname: 'NoBirth' }),
        ),
      );
      signOut(p);
      return {
        id,
        profile: { ...profile, id: undefined },
        taken,
        short,
        noBirthDate,
        blankBirthDate,
        signedUpLater: signedUpLater.ok,
      };
    });
    expect(fake).toEqual(real);
    expect(real.profile).toMatchObject({ role: 'USER', userLevel: 'LEVEL_1', followerCount: 0 });
    expect(real.taken).toEqual({
      ok: false,
      tag: 'Conflict',
      message: 'Conflict',
      errors: [
        { field: 'email', reason: VALIDATION_TEXT.emailTaken },
        { field: 'nickname', reason: VALIDATION_TEXT.nicknameTaken },
      ],
    });
    expect(real.short).toMatchObject({ tag: 'BadRequest' });
    const birthDateRequired = {
      ok: false,
      tag: 'BadRequest',
      message: 'Bad Request',
      errors: [{ field: 'birthDate', reason: BIRTH_DATE_TEXT.required }],
    };
    expect(real.noBirthDate).toEqual(birthDateRequired);
    expect(real.blankBirthDate).toEqual(birthDateRequired);
    expect(real.signedUpLater).toBe(true);
  });

  it('answers a visitor’s profile call with Unauthorized, which signs the browser out', async () => {
    const [fake, real] = await sides.both(async (p) => {
      await signInAs(p, 'user2');
      const before = { visits: p.visits.length, events: p.unauthorizedEvents() };
      signOut(p);
      const answer = await outcome(p.sessionApi.profile());
      return {
        answer,
        wentHome: p.visits.slice(before.visits),
        events: p.unauthorizedEvents() - before.events,
      };
    });
    expect(fake).toEqual(real);
    expect(real).toEqual({
      answer: { ok: false, tag: 'Unauthorized', message: 'Unauthorized', errors: null },
      wentHome: ['/'],
      events: 1,
    });
  });

  it('logs out on the server: the old token answers Unauthorized, a new sign-in works', async () => {
    const [fake, real] = await sides.both(async (p) => {
      await signInAs(p, 'user4');
      const old = p.tokens.get() ?? '';
      const logout = await outcome(p.sessionApi.logout());
      const afterwards = await outcome(p.sessionApi.profile());
      const visitor = await outcome(p.sessionApi.logout());
      await signInAs(p, 'user4');
      const fresh = (await outcome(p.sessionApi.profile())).ok;
      p.tokens.set(old);
      const copied = await outcome(p.sessionApi.profile());
      return { logout, afterwards, visitor, fresh, copied };
    });
    expect(fake).toEqual(real);
    const refused = { ok: false, tag: 'Unauthorized', message: 'Unauthorized', errors: null };
    expect(real).toEqual({
      logout: { ok: true, value: undefined },
      afterwards: refused,
      visitor: refused,
      fresh: true,
      copied: refused,
    });
  });

  it('refuses a token whose role is no longer the account’s', async () => {
    const [fake, real] = await sides.both(async (p) => {
      await signInAs(p, 'user3');
      const token = p.tokens.get() ?? '';
      const [head, , sig] = token.split('.');
      const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
      const forged = Buffer.from(JSON.stringify({ ...claims, role: 'ADMIN' })).toString('base64url');
      p.tokens.set(`${head}.${forged}.${sig}`);
      const answer = await outcome(p.usersApi.user(demoUserId('user1')));
      p.tokens.remove();
      return answer;
    });
    expect(fake).toEqual(real);
    expect(real).toMatchObject({ ok: false, tag: 'Unauthorized' });
  });

  it('reads public profiles with the viewer’s following flag; 404 for an unknown user', async () => {
    const [fake, real] = await sides.both(async (p) => {
      await signInAs(p, 'user1');
      return {
        followed: await run(p.usersApi.user(demoUserId('editor1'))),
        own: await run(p.usersApi.user(demoUserId('user1'))),
        missing: await outcome(p.usersApi.user(9999)),
      };
    });
    expect(fake).toEqual(real);
    expect(real.followed.following).toBe(true);
    expect(real.own.following).toBe(false);
    expect(real.missing).toEqual({ ok: false, tag: 'NotFound', message: 'User Not Found', errors: null });
  });
});
