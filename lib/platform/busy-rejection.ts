import type { ApiRejection } from '@/lib/platform/api-error';

/** The shortest wait a busy visitor is asked for: about the time a running answer takes to free its place. */
const BUSY_RETRY_AFTER_SECONDS = 2;
/** Extra seconds (0, 1 or 2), drawn per refusal, so that a burst refused together does not come back together. */
const BUSY_RETRY_SPREAD_SECONDS = 3;

/** 503 `busy` with Retry-After: this instance has CHAT_MAX_CONCURRENT_ANSWERS answers in flight (or is overloaded). */
export function busyRejection({ randomBytes }: { randomBytes: (size: number) => Uint8Array }): ApiRejection {
  const spread = (randomBytes(1)[0] ?? 0) % BUSY_RETRY_SPREAD_SECONDS;
  return { code: 'busy', retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS + spread };
}
