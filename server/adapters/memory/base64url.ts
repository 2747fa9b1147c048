/*
 * Base64 and base64url for the browser (btoa/atob over byte strings): Buffer is Node's only. The
 * byte string is built in slices, since spreading a large picture into one call overflows the stack.
 */

const byteString = (bytes: Uint8Array): string => {
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return text;
};

export const toBase64 = (bytes: Uint8Array): string => btoa(byteString(bytes));

/** Base64url without padding, as Node's `toString('base64url')` writes it. */
export const toBase64Url = (bytes: Uint8Array): string =>
  toBase64(bytes).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** The bytes of base64url text (padding optional), or null when it is not base64url. */
export const fromBase64Url = (text: string): Uint8Array | null => {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
};
