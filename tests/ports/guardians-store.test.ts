import { expect, it } from 'vitest';
import { guardiansRepository } from '../../server/adapters/db/guardians.repository';
import { memoryGuardianStore } from '../../server/adapters/memory/memory-guardians-store';
import { describeOnHosts, type PortHost } from './helpers/port-hosts';
import { at, run, socialRows } from './helpers/rows';

const setUp = async (host: PortHost) => ({
  rows: socialRows(host),
  store: host.pick({ drizzle: guardiansRepository, memory: memoryGuardianStore }),
});

describeOnHosts('GuardianStore', (host) => {
  it('names the guardian of a pending child only, and records the consent with that guardian only', async () => {
    const { rows, store } = await setUp(host);
    const child = await rows.user({
      nickname: '어린이',
      birthDate: '2014-05-05',
      guardianPendingSince: at(0),
    });
    const adult = await rows.user({ birthDate: '1990-01-01' });
    expect(await run(store.find(child))).toEqual({
      userId: child,
      nickname: '어린이',
      email: expect.stringContaining('@example.com'),
      birthDate: '2014-05-05',
      guardianEmail: null,
      pendingSince: at(0),
      consentedAt: null,
      consentVersions: null,
    });
    expect(await run(store.nameGuardian(adult, 'parent@example.com'))).toBe(false);
    expect(await run(store.nameGuardian(child, 'parent@example.com'))).toBe(true);
    expect(await run(store.consent(child, 'other@example.com', { guardianNotice: 'v1' }, at(5)))).toBe(false);
    expect(
      await run(store.consent(child, 'parent@example.com', { guardianNotice: 'v1', terms: 't1' }, at(5))),
    ).toBe(true);
    expect(await run(store.find(child))).toMatchObject({
      guardianEmail: 'parent@example.com',
      pendingSince: null,
      consentedAt: at(5),
      consentVersions: { guardianNotice: 'v1', terms: 't1' },
    });
    // Once consented, neither again nor another guardian.
    expect(await run(store.consent(child, 'parent@example.com', { guardianNotice: 'v2' }, at(6)))).toBe(
      false,
    );
    expect(await run(store.nameGuardian(child, 'new@example.com'))).toBe(false);
    expect(await run(store.find(9999))).toBeNull();
  });

  it('lists pending accounts whose wait began by a time, oldest first, never deleted ones', async () => {
    const { rows, store } = await setUp(host);
    const late = await rows.user({ guardianPendingSince: at(30) });
    const early = await rows.user({ guardianPendingSince: at(10) });
    const gone = await rows.user({ guardianPendingSince: at(5), deletedAt: at(6) });
    const done = await rows.user({ guardianPendingSince: null, guardianConsentedAt: at(1) });
    expect(await run(store.pendingSince(at(9), 10))).toEqual([]);
    expect(await run(store.pendingSince(at(10), 10))).toEqual([early]);
    expect(await run(store.pendingSince(at(60), 10))).toEqual([early, late]);
    expect(await run(store.pendingSince(at(60), 1))).toEqual([early]);
    expect(await run(store.find(gone))).toBeNull();
    expect(await run(store.find(done))).toMatchObject({ pendingSince: null, consentedAt: at(1) });
  });
});
