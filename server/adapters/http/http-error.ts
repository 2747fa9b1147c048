import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorBody } from '../../../src/contract/common';

/** An error response thrown from middleware or a route; app.onError turns it into the JSON body. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly body: ErrorBody,
    /** Extra response headers (Retry-After on a 429). */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(body.message);
  }
}

export const unauthorized = () => new HttpError(401, { message: 'Unauthorized' });
