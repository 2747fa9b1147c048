import { IdParam } from './common';
import type { Operation } from './operation';

/**
 * The path of an operation as a pattern over concrete paths: an id parameter matches digits only (so
 * literal siblings such as `/user/profile` stay reachable), any other one segment. The server's 405
 * `Allow` and fast path, and the demo host's edge, find operations with it.
 */
export const pathPattern = (op: Operation): RegExp => {
  const entries = (op.params as { entries?: Record<string, unknown> } | undefined)?.entries ?? {};
  const source = op.path
    .split(/(\{[A-Za-z0-9_]+\})/)
    .map((part) => {
      const name = /^\{([A-Za-z0-9_]+)\}$/.exec(part)?.[1];
      if (name === undefined) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      return entries[name] === IdParam ? '([0-9]+)' : '([^/]+)';
    })
    .join('');
  return new RegExp(`^${source}$`);
};

/** The operation's stable id, as the OpenAPI document names it: `get/api/user/{id}` -> `getApiUserId`. */
export const operationId = (op: Operation): string =>
  `${op.method}${op.path.replace(/[^A-Za-z0-9]+(.)?/g, (_, ch: string | undefined) => (ch ?? '').toUpperCase())}`;

/** The names of an operation's path parameters, in order. */
const paramNames = (op: Operation): string[] =>
  [...op.path.matchAll(/\{([A-Za-z0-9_]+)\}/g)].map((m) => m[1] as string);

/**
 * The operation a method and concrete path ask for, with its path parameters as sent (decoded), or null.
 * A literal path wins over one with parameters, as the server's router registers literal routes first.
 */
export const operationMatcher = (operations: readonly Operation[]) => {
  const routes = operations
    .map((op) => ({ op, method: op.method.toUpperCase(), pattern: pathPattern(op), names: paramNames(op) }))
    .sort((a, b) => a.names.length - b.names.length);
  return (method: string, path: string): { op: Operation; params: Record<string, string> } | null => {
    for (const route of routes) {
      if (route.method !== method.toUpperCase()) continue;
      const match = route.pattern.exec(path);
      if (!match) continue;
      const params: Record<string, string> = {};
      route.names.forEach((name, i) => {
        params[name] = decodeURIComponent(match[i + 1] as string);
      });
      return { op: route.op, params };
    }
    return null;
  };
};
