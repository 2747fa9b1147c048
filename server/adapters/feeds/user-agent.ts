import { readFileSync } from 'node:fs';
import { inCheckout } from '../checkout';
import { userAgentOf } from './capped-fetch';

/** The version in package.json, read once. */
const version = (() => {
  try {
    const pkg = JSON.parse(readFileSync(inCheckout('package.json'), 'utf8')) as {
      version?: string;
    };
    return pkg.version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
})();

/** The User-Agent of every request the server makes: `Kickoff/<version> (+PUBLIC_URL)`. */
export const outboundUserAgent = (publicUrl: string | undefined) => userAgentOf(version, publicUrl);
