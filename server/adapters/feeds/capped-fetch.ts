/*
 * Outbound HTTP for feeds, article pages and images: Node's fetch with a deadline covering the whole
 * exchange (AbortSignal.timeout), a size cap enforced while the body streams in (so a huge or endless
 * answer is cut off, never buffered whole), http(s) only, and the server's own User-Agent. A failure's
 * reason is Korean (the operator commands print it; the import's rejections carry it).
 */
import { OPERATOR_TEXT } from '../../../src/domain/text/operator';

const T = OPERATOR_TEXT.fetch;

export type FetchOptions = {
  readonly userAgent: string;
  readonly timeoutMs: number;
  readonly maxBytes: number;
  readonly accept: string;
  /** Aborts the request early (the scheduler stopping); the deadline applies regardless. */
  readonly signal?: AbortSignal;
};

export type Fetched =
  | {
      readonly ok: true;
      readonly bytes: Uint8Array;
      readonly contentType: string;
      /** The address after redirects, for resolving relative links. */
      readonly url: string;
    }
  | { readonly ok: false; readonly reason: string };

/** `Kickoff/<version> (+<public URL>)`: who is fetching and where to find out more. */
export const userAgentOf = (version: string, publicUrl: string | undefined) =>
  publicUrl ? `Kickoff/${version} (+${publicUrl})` : `Kickoff/${version}`;

export const cappedFetch = async (url: string, options: FetchOptions): Promise<Fetched> => {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return { ok: false, reason: T.invalidUrl };
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:')
    return { ok: false, reason: T.unsupportedScheme(target.protocol) };
  const deadline = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([deadline, options.signal]) : deadline;
  try {
    const response = await fetch(target, {
      signal,
      redirect: 'follow',
      headers: { 'User-Agent': options.userAgent, Accept: options.accept },
    });
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      return { ok: false, reason: T.status(response.status) };
    }
    const declared = Number(response.headers.get('content-length'));
    if (Number.isFinite(declared) && declared > options.maxBytes) {
      await response.body?.cancel().catch(() => undefined);
      return { ok: false, reason: T.tooLarge(options.maxBytes) };
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    if (response.body) {
      const reader = response.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        size += value.byteLength;
        if (size > options.maxBytes) {
          await reader.cancel().catch(() => undefined);
          return { ok: false, reason: T.tooLarge(options.maxBytes) };
        }
        chunks.push(value);
      }
    }
    const bytes = new Uint8Array(size);
    let at = 0;
    for (const chunk of chunks) {
      bytes.set(chunk, at);
      at += chunk.byteLength;
    }
    return {
      ok: true,
      bytes,
      contentType: response.headers.get('content-type') ?? '',
      url: response.url || url,
    };
  } catch (error) {
    if (deadline.aborted) return { ok: false, reason: T.timedOut(options.timeoutMs) };
    if (signal.aborted) return { ok: false, reason: T.aborted };
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    return {
      ok: false,
      reason: T.network(cause ?? (error instanceof Error ? error.message : String(error))),
    };
  }
};
