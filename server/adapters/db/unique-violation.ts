/**
 * The constraint name of a unique violation (SQLSTATE 23505), or null for any other error.
 * node-postgres and PGlite both expose `code` and `constraint`; Drizzle may wrap the error in `cause`.
 */
export const uniqueViolation = (error: unknown): string | null => {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return null;
};
