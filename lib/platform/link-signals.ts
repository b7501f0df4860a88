/**
 * One signal that aborts when any source aborts. Unlike `AbortSignal.any`, the controller is held by the
 * caller, so the composite cannot be garbage-collected mid-request (which silently drops the abort).
 */
export function linkSignals({ signals }: { signals: (AbortSignal | undefined)[] }): { signal: AbortSignal; dispose: () => void } {
  const controller = new AbortController();
  const sources = signals.filter((signal): signal is AbortSignal => signal !== undefined);
  const abort = (event: Event) => controller.abort((event.target as AbortSignal).reason);
  for (const source of sources) {
    if (source.aborted) {
      controller.abort(source.reason);
      break;
    }
    source.addEventListener('abort', abort, { once: true });
  }
  return {
    signal: controller.signal,
    dispose: () => sources.forEach((source) => source.removeEventListener('abort', abort)),
  };
}
