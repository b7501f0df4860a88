import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/contracts';
import { getDictionary } from '@/lib/i18n';
import { BUSY_RETRY_AFTER_SECONDS } from '@/lib/platform/busy-rejection';
import { processChatGate } from '@/lib/platform/chat-gate';

const config = { CHAT_MAX_CONCURRENT_ANSWERS: 1, CHAT_SHUTDOWN_GRACE_MS: 10_000 };

describe('processChatGate', () => {
  it('is one gate per process, whoever asks for it first', () => {
    const registry: Record<symbol, unknown> = {};
    expect(processChatGate({ config, registry })).toBe(processChatGate({ config: { ...config, CHAT_MAX_CONCURRENT_ANSWERS: 9 }, registry }));
    // The shutdown's drain is registered with it, once.
    expect(Object.getOwnPropertySymbols(registry)).toHaveLength(2);
  });

  it('gives the door the limit and the 503 busy refusal in every locale, as data a thread can be sent', () => {
    const door = processChatGate({ config: { ...config, CHAT_MAX_CONCURRENT_ANSWERS: 64 }, registry: {} }).door();
    expect(structuredClone(door)).toEqual(door);
    expect(door.maxQuestions).toBe(64);
    expect(door.status).toBe(503);
    expect(door.headers).toEqual({ 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
    expect(door.retryAfterSeconds).toEqual(BUSY_RETRY_AFTER_SECONDS);
    expect(door.locales).toEqual(LOCALES);
    for (const locale of LOCALES) {
      expect(JSON.parse(door.bodies[locale])).toEqual({ error: { type: 'SYSTEM', code: 'busy', message: getDictionary({ locale }).apiErrors.busy } });
    }
  });
});
