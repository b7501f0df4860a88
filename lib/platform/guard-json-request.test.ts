import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { guardJsonRequest } from '@/lib/platform/guard-json-request';
import { parseJsonBody } from '@/lib/platform/parse-json-body';
import { localeSchema } from '@/lib/platform/locale-schema';

const schema = z.strictObject({ text: z.string().min(1), locale: localeSchema });
const config = { CHAT_ALLOWED_ORIGINS: [], CHAT_DISABLED: false };

function guard({ body, headers = {}, disabled = false }: { body: string; headers?: Record<string, string>; disabled?: boolean }) {
  const request = new Request('http://localhost:3000/api/x', { method: 'POST', headers: { 'content-type': 'application/json', host: 'localhost:3000', ...headers }, body });
  return guardJsonRequest({ request, maxBytes: 64, parse: (text) => parseJsonBody({ text, schema }), config: { ...config, CHAT_DISABLED: disabled } });
}

describe('guardJsonRequest', () => {
  it('passes a valid body through', async () => {
    expect(await guard({ body: '{"text":"hi","locale":"fr"}' })).toEqual({ body: { text: 'hi', locale: 'fr' } });
  });

  it('rejects in cost order, in the browser’s locale until the body says otherwise', async () => {
    expect(await guard({ body: '{}', headers: { 'content-type': 'text/plain', 'accept-language': 'de' } })).toEqual({ rejection: { code: 'unsupported_media_type' }, locale: 'de' });
    expect(await guard({ body: `{"text":"${'x'.repeat(80)}","locale":"fr"}` })).toMatchObject({ rejection: { code: 'payload_too_large' } });
    expect(await guard({ body: '{"text":"hi","locale":"fr","extra":1}' })).toMatchObject({ rejection: { code: 'invalid_request' } });
    expect(await guard({ body: 'not json' })).toMatchObject({ rejection: { code: 'invalid_request' } });
    expect(await guard({ body: '{"text":"hi","locale":"fr"}', headers: { origin: 'https://evil.example' } })).toEqual({ rejection: { code: 'forbidden_origin' }, locale: 'fr' });
    expect(await guard({ body: '{"text":"hi","locale":"es"}', disabled: true })).toEqual({ rejection: { code: 'chat_disabled' }, locale: 'es' });
  });
});
