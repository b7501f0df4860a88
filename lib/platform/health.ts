import { NO_STORE_JSON } from '@/lib/platform/api-error';

/**
 * `GET /api/health` (contracts §9): 200 `{"status":"ok"}` when every store answers a trivial query, 503
 * `{"status":"unavailable"}` when one does not (or could not be opened). Never rate limited, never cached, and it
 * says nothing about the configuration: a probe from anywhere learns only up or down.
 */
export async function healthResponse({ stores }: { stores: () => Promise<ReadonlyArray<{ ping(): Promise<void> }>> }): Promise<Response> {
  let healthy: boolean;
  try {
    const opened = await stores();
    await Promise.all(opened.map((store) => store.ping()));
    healthy = true;
  } catch {
    healthy = false;
  }
  return new Response(JSON.stringify({ status: healthy ? 'ok' : 'unavailable' }), { status: healthy ? 200 : 503, headers: NO_STORE_JSON });
}
