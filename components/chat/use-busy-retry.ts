import { useEffect, useRef, useState } from 'react';
import { ChatRequestError } from '@/components/chat/chat-request-error';

/** When a busy refusal names no wait: about the time a running answer takes to free a place. */
const DEFAULT_BUSY_WAIT_SECONDS = 3;
/** How often the countdown is redrawn: often enough that it never shows a second too many for long. */
const COUNTDOWN_TICK_MS = 250;

/** The retry of a busy refusal: when it happens (epoch ms) and how long the wait was. */
export function busyRetryPlan({ error, question, retriedQuestion }: { error: Error | undefined; question: string | null; retriedQuestion: string | null }): { atMs: number; waitSeconds: number } | null {
  if (!(error instanceof ChatRequestError) || error.code !== 'busy' || question === null || question === retriedQuestion) return null;
  const waitSeconds = Math.max(1, error.retryAfterSeconds ?? DEFAULT_BUSY_WAIT_SECONDS);
  return { atMs: error.receivedAtMs + waitSeconds * 1000, waitSeconds };
}

/** Whole seconds left until `atMs`, at least 1 (the retry itself shows the answer coming) and at most the wait. */
export function secondsLeft({ atMs, waitSeconds, nowMs }: { atMs: number; waitSeconds: number; nowMs: number }): number {
  return Math.min(waitSeconds, Math.max(1, Math.ceil((atMs - nowMs) / 1000)));
}

/**
 * A busy refusal (503 `busy`) is retried once by the page itself, after the server's Retry-After, with a countdown;
 * busy again, it is the visitor's to retry. `question` names the question asked (its message id): a new question
 * gets its own automatic retry. Returns the seconds left before the retry, or null when none is coming.
 */
export function useBusyRetry({ error, question, retry }: { error: Error | undefined; question: string | null; retry: () => void }): number | null {
  const [retriedQuestion, setRetriedQuestion] = useState<string | null>(null);
  const [nowMs, setNowMs] = useState(0);
  const latestRetry = useRef(retry);
  useEffect(() => {
    latestRetry.current = retry;
  });
  const plan = busyRetryPlan({ error, question, retriedQuestion });
  const atMs = plan?.atMs ?? null;
  useEffect(() => {
    if (atMs === null) return;
    const tick = window.setInterval(() => setNowMs(Date.now()), COUNTDOWN_TICK_MS);
    const retryTimer = window.setTimeout(() => {
      setRetriedQuestion(question);
      latestRetry.current();
    }, Math.max(0, atMs - Date.now()));
    return () => {
      window.clearInterval(tick);
      window.clearTimeout(retryTimer);
    };
  }, [atMs, question]);
  return plan === null ? null : secondsLeft({ atMs: plan.atMs, waitSeconds: plan.waitSeconds, nowMs });
}
