import type { ApiRejection } from '@/lib/platform/api-error';

/**
 * The waits a busy visitor may be asked for, one drawn per refusal: the shortest is about the time a running answer
 * takes to free its place, and the spread keeps a burst refused together from coming back together.
 */
export const BUSY_RETRY_AFTER_SECONDS = [2, 3, 4] as const;

/** 503 `busy` with Retry-After: this instance has CHAT_MAX_CONCURRENT_ANSWERS answers in flight (or is overloaded). */
export function busyRejection({ randomBytes }: { randomBytes: (size: number) => Uint8Array }): ApiRejection {
  const draw = (randomBytes(1)[0] ?? 0) % BUSY_RETRY_AFTER_SECONDS.length;
  return { code: 'busy', retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS[draw] ?? BUSY_RETRY_AFTER_SECONDS[0] };
}
