import { describe, expect, it } from 'vitest';
import { healthResponse } from '@/lib/platform/health';
import { openSqliteAdmissionStore, openSqliteVisitorRequestStore } from '@/lib/store';

describe('healthResponse', () => {
  it('§9 health: 200 {"status":"ok"} when the store answers, never cached', async () => {
    const response = await healthResponse({ stores: async () => [openSqliteAdmissionStore({ path: ':memory:' }), openSqliteVisitorRequestStore({ path: ':memory:' })] });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('§9 health: 503 {"status":"unavailable"} when the store does not answer or cannot be opened, and nothing about the configuration', async () => {
    const closed = openSqliteAdmissionStore({ path: ':memory:' });
    await closed.close();
    for (const stores of [async () => [closed], async () => Promise.reject(new Error('redis://secret@10.0.0.5 refused'))]) {
      const response = await healthResponse({ stores });
      expect(response.status).toBe(503);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.text()).toBe('{"status":"unavailable"}');
    }
  });
});
