/**
 * Web push (issue 27): the VAPID key pair (VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, base64url as
 * `web-push generate-vapid-keys` prints them; both or neither: unset, a pair is generated into the
 * data directory), the contact the push services see (VAPID_SUBJECT, a mailto: or https: URL) and
 * origins besides the known push services that subscriptions may name (PUSH_EXTRA_ORIGINS, comma
 * separated: a self-hosted or test push service).
 */
export type PushConfig = Readonly<{
  vapidPublicKey: string | undefined;
  vapidPrivateKey: string | undefined;
  subject: string;
  extraOrigins: readonly string[];
}>;

const KEY = /^[A-Za-z0-9_-]{20,200}$/;

export const readPushConfig = (env: Record<string, string | undefined>): PushConfig | { error: string } => {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim() || undefined;
  const privateKey = env.VAPID_PRIVATE_KEY?.trim() || undefined;
  if ((publicKey === undefined) !== (privateKey === undefined))
    return { error: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together' };
  if ((publicKey && !KEY.test(publicKey)) || (privateKey && !KEY.test(privateKey)))
    return { error: 'VAPID keys must be base64url text' };
  const subject = env.VAPID_SUBJECT?.trim() || 'mailto:no-reply@kickoff.local';
  if (!/^(mailto:\S+@\S+|https:\/\/\S+)$/.test(subject))
    return { error: 'VAPID_SUBJECT must be a mailto: or https: URL' };
  const extraOrigins: string[] = [];
  for (const entry of (env.PUSH_EXTRA_ORIGINS ?? '').split(',')) {
    const text = entry.trim();
    if (text === '') continue;
    try {
      extraOrigins.push(new URL(text).origin);
    } catch {
      return { error: 'PUSH_EXTRA_ORIGINS must list absolute URLs' };
    }
  }
  return { vapidPublicKey: publicKey, vapidPrivateKey: privateKey, subject, extraOrigins };
};
