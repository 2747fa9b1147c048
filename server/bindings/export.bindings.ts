import { EXPORT_OPERATIONS as EXPORTS } from '../../src/contract/exports.operations';
import type { ExportDeps } from '../application/exports/export-deps';
import { myExport, requestExport } from '../application/exports/export.use-case';
import { type Binding, bind } from './binding';

/**
 * Download my data (내 정보 다운로드, issue 23): the request and its state. The archive's bytes are each
 * host's own answer (the server's route, the demo's edge) through `openExport`.
 */
export const exportBindings = (deps: ExportDeps): Binding[] => [
  bind(EXPORTS.state, ({ actor }) => myExport(deps, actor)),
  bind(EXPORTS.request, ({ actor }) => requestExport(deps, actor)),
];
