import { Effect } from 'effect';
import type { Context } from 'hono';
import {
  COMPETITION_IMPORT_BYTES,
  COMPETITION_OPERATIONS as OPS,
} from '../../../../src/contract/competitions.operations';
import { COMPETITION_IMPORT_TEXT as T } from '../../../../src/domain/text/competition-import';
import { VALIDATION_TEXT } from '../../../../src/domain/text/validation';
import {
  adminImportCompetitions,
  rejection,
} from '../../../application/competitions/import-competitions.use-case';
import { youthBindings } from '../../../bindings/youth.bindings';
import { readCompetitionFile } from '../../import/competition-file';
import { importDepsOf } from '../../import/import-deps';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../env';
import { HttpError } from '../http-error';
import { routesOf, serve, serveBound } from '../operation-routes';
import { ruleDepsOf } from '../rule-deps';
import { sizeText } from '../request-body';

/** The answer to a file over COMPETITION_IMPORT_BYTES (or a form over the operation's `maxBodyBytes`). */
const tooLarge = () => {
  const reason = VALIDATION_TEXT.bodyTooLarge(sizeText(COMPETITION_IMPORT_BYTES));
  return new HttpError(413, {
    message: 'Payload Too Large',
    detailedMessage: reason,
    errors: [{ field: 'file', reason }],
  });
};

/**
 * The uploaded file (multipart field `file`) and its name, or null when the form has none. The body is
 * read under the operation's limit (COMPETITION_IMPORT_BYTES and the form around it) as it streams.
 */
const uploadedFile = async (c: Context<AppEnv>, rawBody: () => Promise<Buffer>) => {
  const bytes = await rawBody();
  try {
    const form = await new Response(bytes as Uint8Array<ArrayBuffer>, {
      headers: { 'Content-Type': c.req.header('Content-Type') ?? '' },
    }).formData();
    const file = form.get('file');
    if (!(file instanceof File)) return null;
    if (file.size > COMPETITION_IMPORT_BYTES) throw tooLarge();
    return { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    return null;
  }
};

/** Spec section 7 "Competition and news": the bound reads, and the ADMIN's file import. */
export const competitionsRoutes = (deps: AppDeps) => {
  const importDeps = importDepsOf(deps);
  return routesOf([
    ...youthBindings(ruleDepsOf(deps)).map((binding) => serveBound(binding)),
    // The file import reads a multipart file and fetches emblems: the server's alone.
    serve(
      OPS.import,
      async ({ actor, c, rawBody }) => {
        // Refuse a non-admin before reading a five-megabyte body.
        if (actor.role !== 'ADMIN') return adminImportCompetitions(importDeps, actor, []);
        const file = await uploadedFile(c, rawBody);
        if (!file) return Effect.fail(rejection([{ line: 1, field: 'file', reason: T.unreadableFile }]));
        const read = readCompetitionFile(file.bytes, file.name);
        if ('problem' in read)
          return Effect.fail(
            rejection([{ line: read.problem.line, field: 'file', reason: read.problem.reason }]),
          );
        return adminImportCompetitions(importDeps, actor, read.records);
      },
      { tooLarge },
    ),
  ]);
};
