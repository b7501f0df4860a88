import { readdirSync } from 'node:fs';
import { handleChatRequest, type ChatDependencies } from '@/lib/chat';
import { chatRequest, createMockUpstream, createTestDependencies, peerHeaders, readStreamParts } from '@/test/chat-test-dependencies';

/** The longest a visitor may wait for anything during a store fault (contracts §9, issue 23). */
export const VISITOR_WAIT_LIMIT_MS = 5000;
/** How long a store may take to come back once the fault is gone (the longest retry pause is 2 s). */
export const RECOVERY_LIMIT_MS = 10_000;

/** What a chat visitor saw: the status, the answer's mode (model: admitted as usual; offline: the fallback) or the error code, and how long it took. */
export interface VisitorView {
  status: number;
  mode: string | null;
  code: string | null;
  ms: number;
}

/** Chat dependencies over `admission` with a mock model: `model` answers prove the store admitted the request. */
export function faultDependencies({ admission, environment = {} }: { admission: ChatDependencies['admission']; environment?: Record<string, string> }) {
  const mock = createMockUpstream();
  const { dependencies, errors } = createTestDependencies({ admission, upstream: mock.upstream, environment: { CHAT_SKIP_CLASSIFIER: '1', ...environment } });
  return { dependencies, errors, mock };
}

let visitorCounter = 0;

/** One question, read to its end, as a visitor from a fresh address would ask it. */
export async function visit({ dependencies }: { dependencies: ChatDependencies }): Promise<VisitorView> {
  const started = performance.now();
  visitorCounter += 1;
  const request = chatRequest({
    body: { message: 'Where do you work now?', locale: 'en' },
    headers: peerHeaders(`198.51.100.${visitorCounter % 250}`),
  });
  const response = await handleChatRequest({ request, dependencies });
  if (response.status !== 200) {
    const body = (await response.json()) as { error?: { code?: string } };
    return { status: response.status, mode: null, code: body.error?.code ?? null, ms: performance.now() - started };
  }
  const parts = await readStreamParts(response);
  const mode = parts.filter((part) => part.type === 'data-mode').at(-1) as { data?: { mode?: string } } | undefined;
  return { status: 200, mode: mode?.data?.mode ?? null, code: null, ms: performance.now() - started };
}

/** Asks until an answer comes from the model again (the store is back), and returns how long that took. */
export async function untilAdmitted({ dependencies, limitMs = RECOVERY_LIMIT_MS }: { dependencies: ChatDependencies; limitMs?: number }): Promise<number> {
  const started = performance.now();
  for (;;) {
    const view = await visit({ dependencies });
    if (view.mode === 'model') return performance.now() - started;
    if (performance.now() - started > limitMs) throw new Error(`the store did not come back within ${limitMs} ms (last visitor saw ${JSON.stringify(view)})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * How late a 20 ms timer fires while `task` runs: a store that waits for a lock on the event loop delays it by the
 * whole wait; one that waits with timers, by a few milliseconds.
 */
export async function timerLatenessDuring<T>(task: Promise<T>): Promise<{ result: T; worstLateMs: number }> {
  let worstLateMs = 0;
  let running = true;
  const probe = (async () => {
    while (running) {
      const due = performance.now() + 20;
      await new Promise((resolve) => setTimeout(resolve, 20));
      worstLateMs = Math.max(worstLateMs, performance.now() - due);
    }
  })();
  const result = await task;
  running = false;
  await probe;
  return { result, worstLateMs };
}

/** Open file descriptors of this process (Linux). */
export function openDescriptors(): number {
  return readdirSync('/proc/self/fd').length;
}
