import { describe, expect, it } from 'vitest';
import { checkModels } from '@/lib/platform/check-models';

const listing = (ids: string[]) => async () => new Response(JSON.stringify({ data: ids.map((id) => ({ id })) }), { status: 200 });

describe('checkModels', () => {
  it('reports which configured ids the provider lists', async () => {
    const checks = await checkModels({
      baseURL: 'http://127.0.0.1:1/openai/v1/',
      apiKey: 'key',
      modelIds: ['openai/gpt-oss-120b', 'llama-3.3-70b-versatile'],
      fetch: listing(['openai/gpt-oss-120b', 'openai/gpt-oss-20b']),
      timeoutMs: 1000,
    });
    expect(checks.map((check) => check.exists)).toEqual([true, false]);
  });

  it('says "unknown" rather than "missing" when the provider cannot answer', async () => {
    const failing = async () => new Response('nope', { status: 401 });
    const checks = await checkModels({ baseURL: 'http://x', apiKey: undefined, modelIds: ['m'], fetch: failing, timeoutMs: 1000 });
    expect(checks[0]).toMatchObject({ exists: null, detail: 'the provider answered HTTP 401' });
    const unreachable = async () => {
      throw new Error('connect ECONNREFUSED');
    };
    const offline = await checkModels({ baseURL: 'http://x', apiKey: undefined, modelIds: ['m'], fetch: unreachable, timeoutMs: 1000 });
    expect(offline[0]?.exists).toBeNull();
  });
});
