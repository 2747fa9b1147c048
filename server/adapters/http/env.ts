import type { PolicyDocument } from '../../../src/domain/policies';
import type { SuspensionFacts } from '../../../src/domain/suspension';
import type { Viewer } from '../../../src/domain/viewer';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import type { ResponseFacts } from './cache/response-facts';
import type { Metrics } from './metrics-type';

/** The signed-in user of a request, re-read from the database; null for visitors. */
export type Actor = Viewer;

export type AppEnv = {
  Variables: {
    actor: Actor;
    /** False for a signed-in user who has not finished onboarding (true for visitors: nothing to finish). */
    profileComplete: boolean;
    /** When the signed-in user's account was created (new accounts get stricter write limits). */
    accountCreatedAt: Date | null;
    /** The caller's suspension in force (issue 22): admission refuses writes while it holds. */
    suspension: SuspensionFacts | null;
    /** True while a member under 14 waits for a guardian's consent (issue 23): admission refuses writes. */
    guardianPending: boolean;
    /** The client address (the first X-Forwarded-For hop only with TRUST_PROXY); '' when unknown. */
    clientIp: string;
    limiter: RateLimiter;
    /** The required documents a member has not agreed to in force (issue 23; admission's re-consent rule). */
    consentsDue: (userId: number) => Promise<readonly PolicyDocument[]>;
    /** The response cache and the channel writes announce on (cache/); absent: nothing is cached. */
    responses: ResponseFacts | undefined;
    /** Prometheus metrics (metrics.ts), when METRICS_TOKEN is configured. */
    metrics: Metrics | undefined;
  };
};
