import * as v from 'valibot';
import type { ProviderProfile } from '../../ports/social-login.port';

const Text = v.pipe(v.string(), v.maxLength(320));

/** Kakao `GET /v2/user/me`: the id, and the account's email with Kakao's own validity flags. */
const KakaoUser = v.object({
  id: v.pipe(v.union([v.number(), v.string()]), v.transform(String), v.regex(/^[0-9]{1,32}$/)),
  kakao_account: v.optional(
    v.object({
      email: v.optional(Text),
      is_email_valid: v.optional(v.boolean()),
      is_email_verified: v.optional(v.boolean()),
      profile: v.optional(v.object({ nickname: v.optional(Text) })),
    }),
  ),
});

export const readKakaoProfile = (body: unknown): ProviderProfile | null => {
  const parsed = v.safeParse(KakaoUser, body);
  if (!parsed.success) return null;
  const account = parsed.output.kakao_account;
  return {
    subject: parsed.output.id,
    email: account?.email ?? null,
    emailVerified: account?.is_email_valid === true && account.is_email_verified === true,
    nickname: account?.profile?.nickname ?? null,
  };
};

/**
 * Naver `GET /v1/nid/me`: `resultcode` '00' and the person under `response`. Naver does not say
 * whether the email is verified, so it never links to an existing account.
 */
const NaverUser = v.object({
  resultcode: v.literal('00'),
  response: v.object({
    id: v.pipe(Text, v.regex(/^[A-Za-z0-9_-]{1,128}$/)),
    email: v.optional(Text),
    nickname: v.optional(Text),
  }),
});

export const readNaverProfile = (body: unknown): ProviderProfile | null => {
  const parsed = v.safeParse(NaverUser, body);
  if (!parsed.success) return null;
  const { id, email, nickname } = parsed.output.response;
  return { subject: id, email: email ?? null, emailVerified: false, nickname: nickname ?? null };
};
