import { Effect } from 'effect';
import { importCompetitionRecords } from '../../../server/application/competitions/import-competitions.use-case';
import { readCompetitionFile } from '../../../server/adapters/import/competition-file';
import { importDepsOf } from '../../../server/adapters/import/import-deps';
import type { TestApp } from './test-app';

/** Imports a file's text as the command would; throws when the file is rejected. */
export const importFile = async (t: TestApp, text: string, name: string) => {
  const read = readCompetitionFile(new TextEncoder().encode(text), name);
  if ('problem' in read) throw new Error(`unreadable: ${read.problem.reason}`);
  return Effect.runPromise(importCompetitionRecords(importDepsOf(t.deps), read.records));
};

/** POST /api/youth/import with the text as the multipart field `file`. */
export const uploadAs = (t: TestApp, token: string | undefined, text: string | Uint8Array, name: string) => {
  const form = new FormData();
  form.set('file', new File([text as BlobPart], name));
  return Promise.resolve(
    t.app.request('/api/youth/import', {
      method: 'POST',
      body: form,
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    }),
  );
};
