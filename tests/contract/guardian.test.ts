import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MemoryHost } from '../../server/adapters/memory/memory-host';
import { SERVER_MESSAGES } from '../../src/domain/server-messages';
import { signUpBody } from '../fixtures/new-member';
import { ENGINES } from '../integration/helpers/test-app';
import { outcome, run, signOut } from './helpers/outcome';
import { CASE_TIMEOUT_MS, openSides, type Ports, type Sides, SETUP_TIMEOUT_MS } from './helpers/sides';

vi.setConfig({ testTimeout: CASE_TIMEOUT_MS });

/** A date of birth `years` ago on today's Seoul date. */
const bornYearsAgo = (years: number) => {
  const seoul = new Date(Date.now() + 9 * 3600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${seoul.getUTCFullYear() - years}-${pad(seoul.getUTCMonth() + 1)}-${pad(seoul.getUTCDate())}`;
};

describe.each(ENGINES)('contract: the guardian of a child under 14 on %s', (engine) => {
  let sides: Sides;
  beforeAll(async () => {
    sides = await openSides(engine);
  }, SETUP_TIMEOUT_MS);
  afterAll(() => sides.close());

  /** The mails the server wrote to its outbox folder for `to`, as text. */
  const serverMailsTo = (to: string): string[] => {
    const dir = join(sides.app.deps.config.dataDir, 'outbox');
    let names: string[] = [];
    try {
      names = readdirSync(dir).filter((n) => n.endsWith('.txt'));
    } catch {
      return [];
    }
    return names
      .sort()
      .map((n) => readFileSync(join(dir, n), 'utf8'))
      .filter((text) => text.startsWith(`To: ${to}\n`));
  };
  const consentTokenOf = async (p: Ports, to: string): Promise<string> => {
    const texts =
      p.side === 'fake'
        ? (await (p as unknown as { host: Promise<MemoryHost> }).host).outbox.messages
            .filter((m) => m.to === to)
            .map((m) => m.text)
        : serverMailsTo(to);
    const text = texts.at(-1) ?? '';
    const token = /\/guardian\/consent\?token=([A-Za-z0-9_\-.]+)/.exec(text)?.[1];
    if (!token) throw new Error(`no consent link to ${to} on the ${p.side} side`);
    return token;
  };

  it('keeps a child pending and refused every write until the guardian consents, on both hosts alike', async () => {
    const [fake, real] = await sides.both(async (p) => {
      signOut(p);
      const { token } = await run(
        p.sessionApi.signUp(
          signUpBody({
            email: `child-${p.side}@contract.example`,
            password: 'contract-1234',
            nickname: '어린이계약',
            birthDate: bornYearsAgo(12),
          }),
        ),
      );
      p.tokens.set(token);
      const before = await run(p.guardianApi.standing());
      const profile = await run(p.sessionApi.profile());
      const write = await outcome(p.reportsApi.report({ targetKind: 'user', targetId: 1, reason: 'SPAM' }));
      const self = await outcome(p.guardianApi.request(`child-${p.side}@contract.example`));
      const asked = await outcome(p.guardianApi.request('parent@contract.example'));
      const consentToken = await consentTokenOf(p, 'parent@contract.example');
      signOut(p);
      const view = await run(p.guardianApi.view(consentToken));
      const forged = await outcome(p.guardianApi.view(`${consentToken}x`));
      const decided = await run(p.guardianApi.decide(consentToken, 'CONSENT'));
      p.tokens.set(token);
      const after = await run(p.guardianApi.standing());
      const profileAfter = await run(p.sessionApi.profile());
      signOut(p);
      return {
        before: { ...before, expiresAt: before.expiresAt !== null },
        pendingFlag: profile.guardianPending,
        write,
        self,
        asked,
        view,
        forged,
        decided,
        after: { ...after, expiresAt: after.expiresAt },
        pendingAfter: profileAfter.guardianPending,
      };
    });
    expect(fake).toEqual(real);
    expect(real.before).toEqual({ ageBand: 'CHILD', pending: true, guardianEmail: null, expiresAt: true });
    expect(real.pendingFlag).toBe(true);
    expect(real.write).toMatchObject({
      ok: false,
      tag: 'Forbidden',
      message: SERVER_MESSAGES.guardianConsentPending,
    });
    expect(real.self).toMatchObject({ ok: false, tag: 'BadRequest' });
    expect(real.asked).toEqual({ ok: true, value: undefined });
    expect(real.view).toMatchObject({ nickname: '어린이계약', status: 'PENDING' });
    expect(real.forged).toMatchObject({
      ok: false,
      tag: 'BadRequest',
      message: SERVER_MESSAGES.invalidGuardianLink,
    });
    expect(real.decided).toEqual({ status: 'CONSENTED' });
    expect(real.after).toEqual({
      ageBand: 'CHILD',
      pending: false,
      guardianEmail: 'parent@contract.example',
      expiresAt: null,
    });
    expect(real.pendingAfter).toBe(false);
  });
});
