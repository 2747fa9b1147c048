/**
 * The HTTP adapter's signal that the server answered exactly 'Unauthorized' (spec section 8), so
 * the session machine can sign out wherever the call came from.
 */
export interface AuthEvents {
  onUnauthorized(listener: () => void): () => void;
  emitUnauthorized(): void;
}
