import { OPERATOR_TEXT } from '../../src/domain/text/operator';
import { DataDirLockedError } from '../adapters/db/lock';
import { ConfigError } from '../config';

const T = OPERATOR_TEXT.start;

/**
 * What an operator command prints when it cannot start: a configuration it cannot use, or a data
 * directory held by a running server; null for anything else (a defect, thrown on).
 */
export const startFailureText = (error: unknown): string | null => {
  if (error instanceof DataDirLockedError) return T.dataDirLocked(error.dir, error.pid);
  if (error instanceof ConfigError) return T.badConfig(error.message.replace(/^Invalid configuration: /, ''));
  return null;
};
