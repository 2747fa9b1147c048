import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditRepository } from '../../server/adapters/db/audit.repository';
import type { Db } from '../../server/adapters/db/client';
import { memoryAuditLog } from '../../server/adapters/memory/memory-audit-log';
import type { NewAuditEntry } from '../../server/ports/audit.port';
import { describeOnHosts } from './helpers/port-hosts';
import { at, run } from './helpers/rows';

const entry = (over: Partial<NewAuditEntry> = {}): NewAuditEntry => ({
  actorId: 1,
  action: 'member.suspend',
  targetKind: 'user',
  targetId: 7,
  reason: '욕설 반복',
  before: { suspendedUntil: null },
  after: { suspendedUntil: '2025-03-08T03:00:00.000Z', days: 7 },
  ...over,
});

describeOnHosts('AuditLog', (host) => {
  it('appends entries and lists them newest first with their whole record', async () => {
    const log = host.pick({ drizzle: auditRepository, memory: memoryAuditLog });
    await run(log.append(entry(), at(1)));
    await run(
      log.append(
        entry({
          actorId: null,
          action: 'role.change',
          before: { role: 'USER' },
          after: { role: 'MODERATOR' },
          reason: null,
        }),
        at(2),
      ),
    );
    const page = await run(log.list({}, { page: 1, size: 10 }));
    expect(page.total).toBe(2);
    expect(page.items).toEqual([
      {
        id: 2,
        actorId: null,
        action: 'role.change',
        targetKind: 'user',
        targetId: 7,
        reason: null,
        before: { role: 'USER' },
        after: { role: 'MODERATOR' },
        createdAt: at(2),
      },
      { id: 1, ...entry(), createdAt: at(1) },
    ]);
  });

  it('filters by action, actor, target kind and id, alone and together, and pages', async () => {
    const log = host.pick({ drizzle: auditRepository, memory: memoryAuditLog });
    await run(log.append(entry({ actorId: 1, action: 'member.suspend', targetId: 7 }), at(1)));
    await run(log.append(entry({ actorId: 2, action: 'member.lift', targetId: 7 }), at(2)));
    await run(
      log.append(entry({ actorId: 1, action: 'comment.blind', targetKind: 'comment', targetId: 7 }), at(3)),
    );
    await run(log.append(entry({ actorId: 2, action: 'member.suspend', targetId: 9 }), at(4)));
    const ids = async (filter: Parameters<typeof log.list>[0]) =>
      (await run(log.list(filter, { page: 1, size: 10 }))).items.map((e) => e.id);
    expect(await ids({ action: 'member.suspend' })).toEqual([4, 1]);
    expect(await ids({ actorId: 1 })).toEqual([3, 1]);
    expect(await ids({ targetKind: 'user', targetId: 7 })).toEqual([2, 1]);
    expect(await ids({ targetKind: 'comment' })).toEqual([3]);
    expect(await ids({ action: 'member.suspend', actorId: 2 })).toEqual([4]);
    expect(await ids({ action: 'takedown.apply' })).toEqual([]);
    const second = await run(log.list({}, { page: 2, size: 3 }));
    expect(second.total).toBe(4);
    expect(second.items.map((e) => e.id)).toEqual([1]);
    expect((await run(log.list({}, { page: 5, size: 3 }))).items).toEqual([]);
  });

  it('keeps what it was given: a later change to the caller’s objects does not reach a stored entry', async () => {
    const log = host.pick({ drizzle: auditRepository, memory: memoryAuditLog });
    const before = { role: 'USER' };
    await run(log.append(entry({ before }), at(1)));
    before.role = 'ADMIN';
    const [stored] = (await run(log.list({}, { page: 1, size: 1 }))).items;
    expect(stored?.before).toEqual({ role: 'USER' });
  });

  if (host.name !== 'memory')
    it('refuses UPDATE and DELETE of an entry in the database itself (append-only)', async () => {
      let db: Db | undefined;
      const log = host.pick({
        drizzle: (given) => {
          db = given;
          return auditRepository(given);
        },
        memory: memoryAuditLog,
      });
      await run(log.append(entry(), at(1)));
      if (!db) throw new Error('no database');
      const database = db;
      // Drizzle wraps the database's error: its cause carries the trigger's message.
      const refusal = (statement: Promise<unknown>) =>
        statement.then(
          () => 'done',
          (error: { cause?: unknown }) => String(error.cause),
        );
      expect(await refusal(database.execute(sql`update audit_log set reason = 'changed'`))).toMatch(
        /audit_log is append-only: UPDATE refused/,
      );
      expect(await refusal(database.execute(sql`delete from audit_log`))).toMatch(
        /audit_log is append-only: DELETE refused/,
      );
      const [stored] = (await run(log.list({}, { page: 1, size: 1 }))).items;
      expect(stored?.reason).toBe('욕설 반복');
    });
});
