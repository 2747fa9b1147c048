import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webPush from 'web-push';

export type VapidKeys = { readonly publicKey: string; readonly privateKey: string };

/**
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when configured; otherwise a key pair kept in
 * `<dataDir>/vapid-keys.json` (mode 0600), made on first start so subscriptions survive restarts
 * (a new key would orphan every browser's subscription). Several processes need the configured pair.
 * The private key is never logged.
 */
export const resolveVapidKeys = (
  configured: { readonly publicKey?: string | undefined; readonly privateKey?: string | undefined },
  dataDir: string,
): VapidKeys => {
  if (configured.publicKey && configured.privateKey)
    return { publicKey: configured.publicKey, privateKey: configured.privateKey };
  const path = join(dataDir, 'vapid-keys.json');
  try {
    const kept = JSON.parse(readFileSync(path, 'utf8')) as Partial<VapidKeys>;
    if (typeof kept.publicKey === 'string' && typeof kept.privateKey === 'string')
      return { publicKey: kept.publicKey, privateKey: kept.privateKey };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const keys = webPush.generateVAPIDKeys();
  writeFileSync(path, `${JSON.stringify(keys)}\n`, { mode: 0o600 });
  chmodSync(path, 0o600);
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
};
