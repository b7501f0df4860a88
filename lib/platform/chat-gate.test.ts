import { describe, expect, it } from 'vitest';
import { getDictionary } from '@/lib/i18n';
import { processChatGate } from '@/lib/platform/chat-gate';

const config = { CHAT_MAX_CONCURRENT_ANSWERS: 1, CHAT_SHUTDOWN_GRACE_MS: 10_000 };

describe('processChatGate', () => {
  it('is one gate per process, whoever asks for it first', () => {
    const registry: Record<symbol, unknown> = {};
    expect(processChatGate({ config, registry })).toBe(processChatGate({ config: { ...config, CHAT_MAX_CONCURRENT_ANSWERS: 9 }, registry }));
    // The shutdown's drain is registered with it, once.
    expect(Object.getOwnPropertySymbols(registry)).toHaveLength(2);
  });

  it('lets questions through while there is room, and refuses past the limit with 503 busy in the browser’s language', () => {
    let refused = 0;
    const gate = processChatGate({ config, registry: {}, randomBytes: () => new Uint8Array([1]) });
    gate.onRefused = () => (refused += 1);
    expect(gate.refuse({ acceptLanguage: 'fr-CH,fr;q=0.9' })).toBeNull();
    const slot = gate.slots.tryAcquire()!;
    const refusal = gate.refuse({ acceptLanguage: 'fr-CH,fr;q=0.9' })!;
    expect(refusal.status).toBe(503);
    expect(refusal.headers).toMatchObject({ 'Retry-After': '3', 'Cache-Control': 'no-store' });
    expect(JSON.parse(refusal.body)).toEqual({ error: { type: 'SYSTEM', code: 'busy', message: getDictionary({ locale: 'fr' }).apiErrors.busy } });
    expect(refused).toBe(1);
    slot.release();
    expect(gate.refuse({ acceptLanguage: undefined })).toBeNull();
  });

  it('also refuses while as many questions as the limit are open in Next, before any of them is admitted', () => {
    const gate = processChatGate({ config: { ...config, CHAT_MAX_CONCURRENT_ANSWERS: 2 }, registry: {} });
    expect(gate.refuse({ acceptLanguage: 'de', questionsOpen: 1 })).toBeNull();
    expect(gate.refuse({ acceptLanguage: 'de', questionsOpen: 2 })?.status).toBe(503);
  });
});
