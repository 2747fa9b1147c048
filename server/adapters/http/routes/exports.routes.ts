import { Cause, Effect, Exit, Option } from 'effect';
import { EXPORT_OPERATIONS as OPS } from '../../../../src/contract/exports.operations';
import { openExport } from '../../../application/exports/export.use-case';
import { exportBindings } from '../../../bindings/export.bindings';
import type { AppDeps } from '../deps';
import { routesOf, serveBound, serveRaw } from '../operation-routes';
import { ruleDepsOf } from '../rule-deps';
import { toHttp } from '../run';

/** Download my data (내 정보 다운로드, issue 23): the request, its state and the archive for its owner. */
export const exportsRoutes = (deps: AppDeps) => {
  const rules = ruleDepsOf(deps).exports;
  return routesOf([
    ...exportBindings(rules).map((binding) => serveBound(binding)),
    serveRaw(OPS.download, async ({ c, params, actor }) => {
      const exit = await Effect.runPromiseExit(openExport(rules, actor, params.id));
      if (Exit.isFailure(exit)) {
        const failure = Cause.findErrorOption(exit.cause);
        if (Option.isNone(failure)) throw Cause.squash(exit.cause);
        const { status, body } = toHttp(failure.value);
        return c.json(body, status);
      }
      const { body, fileName, sizeBytes } = exit.value;
      c.header('Content-Type', 'application/zip');
      c.header('Content-Disposition', `attachment; filename="${fileName}"`);
      c.header('Cache-Control', 'private, no-store');
      if (sizeBytes !== null) c.header('Content-Length', String(sizeBytes));
      return c.body(body);
    }),
  ]);
};
