import { expect, it } from 'vitest';
import { consentsRepository } from '../../server/adapters/db/consents.repository';
import { memoryConsentStore } from '../../server/adapters/memory/memory-consents-store';
import { describeOnHosts, type PortHost } from './helpers/port-hosts';
import { at, run, socialRows } from './helpers/rows';

const setUp = (host: PortHost) => ({
  rows: socialRows(host),
  store: host.pick({ drizzle: consentsRepository, memory: memoryConsentStore }),
});

describeOnHosts('ConsentStore', (host) => {
  it('records each document with its version and time, and answers the latest version agreed', async () => {
    const { rows, store } = setUp(host);
    const member = await rows.user();
    const other = await rows.user();
    expect(await run(store.agreed(member))).toEqual({});
    await run(
      store.record(
        member,
        [
          { document: 'terms', version: '2026-11-29' },
          { document: 'privacy', version: '2026-11-29' },
          { document: 'marketing', version: '2026-11-29' },
        ],
        at(1),
      ),
    );
    await run(store.record(member, [{ document: 'terms', version: '2027-01-01' }], at(5)));
    await run(store.record(other, [{ document: 'terms', version: '2026-11-29' }], at(2)));
    expect(await run(store.agreed(member))).toEqual({
      terms: '2027-01-01',
      privacy: '2026-11-29',
      marketing: '2026-11-29',
    });
    expect(await run(store.agreed(other))).toEqual({ terms: '2026-11-29' });
    expect(await run(store.consentsOf(member))).toEqual([
      { document: 'terms', version: '2026-11-29', givenAt: at(1) },
      { document: 'privacy', version: '2026-11-29', givenAt: at(1) },
      { document: 'marketing', version: '2026-11-29', givenAt: at(1) },
      { document: 'terms', version: '2027-01-01', givenAt: at(5) },
    ]);
  });

  it('records nothing for an empty list', async () => {
    const { rows, store } = setUp(host);
    const member = await rows.user();
    await run(store.record(member, [], at(1)));
    expect(await run(store.consentsOf(member))).toEqual([]);
  });

  it('purges the consents of accounts deleted before the cutoff only', async () => {
    const { rows, store } = setUp(host);
    const active = await rows.user();
    const recent = await rows.user({ deletedAt: at(100) });
    const old = await rows.user({ deletedAt: at(-100) });
    for (const id of [active, recent, old])
      await run(store.record(id, [{ document: 'terms', version: '2026-11-29' }], at(-200)));
    expect(await run(store.purgeDeletedBefore(at(0)))).toBe(1);
    expect(await run(store.consentsOf(old))).toEqual([]);
    expect(await run(store.consentsOf(recent))).toHaveLength(1);
    expect(await run(store.consentsOf(active))).toHaveLength(1);
    expect(await run(store.purgeDeletedBefore(at(0)))).toBe(0);
  });
});
