import { and, asc, desc, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import { Effect } from 'effect';
import { isPolicyDocument, type PolicyDocument } from '../../../src/domain/policies';
import type { ConsentRecord, ConsentStore } from '../../ports/consents.port';
import type { Db } from './client';
import { consents, users } from './schema';

/** Consents on Drizzle: one row per document, version and time (migration 0014). */
export const consentsRepository = (db: Db): ConsentStore => ({
  record: (userId, given, at) =>
    Effect.promise(async () => {
      if (given.length === 0) return;
      await db
        .insert(consents)
        .values(given.map(({ document, version }) => ({ userId, document, version, givenAt: at })));
    }),
  agreed: (userId) =>
    Effect.promise(async () => {
      // The latest row of each document, through the (user_id, document, given_at) index.
      const rows = await db
        .selectDistinctOn([consents.document], { document: consents.document, version: consents.version })
        .from(consents)
        .where(eq(consents.userId, userId))
        .orderBy(consents.document, desc(consents.givenAt), desc(consents.id));
      const agreed: Partial<Record<PolicyDocument, string>> = {};
      for (const row of rows) if (isPolicyDocument(row.document)) agreed[row.document] = row.version;
      return agreed;
    }),
  consentsOf: (userId) =>
    Effect.promise(async () => {
      const rows = await db
        .select({ document: consents.document, version: consents.version, givenAt: consents.givenAt })
        .from(consents)
        .where(eq(consents.userId, userId))
        .orderBy(asc(consents.givenAt), asc(consents.id));
      return rows.flatMap((row): ConsentRecord[] =>
        isPolicyDocument(row.document)
          ? [{ document: row.document, version: row.version, givenAt: row.givenAt }]
          : [],
      );
    }),
  purgeDeletedBefore: (deletedBefore) =>
    Effect.promise(async () => {
      const gone = db
        .select({ id: users.id })
        .from(users)
        .where(and(isNotNull(users.deletedAt), lt(users.deletedAt, deletedBefore)));
      const removed = await db
        .delete(consents)
        .where(inArray(consents.userId, gone))
        .returning({ id: consents.id });
      return removed.length;
    }),
});
