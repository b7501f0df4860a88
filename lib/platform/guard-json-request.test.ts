import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LOCALES, type Locale } from '@/lib/contracts';
import { guardJsonRequest } from '@/lib/platform/guard-json-request';
import { parseJsonBody } from '@/lib/platform/parse-json-body';
import { localeSchema } from '@/lib/platform/locale-schema';

const schema = z.strictObject({ text: z.string().min(1), locale: localeSchema });
const config = { CHAT_ALLOWED_ORIGINS: [], CHAT_DISABLED: false };

function guard({ body, headers = {}, disabled = false, locales = [...LOCALES] }: { body: string; headers?: Record<string, string>; disabled?: boolean; locales?: Locale[] }) {
  const request = new Request('http://localhost:3000/api/x', { method: 'POST', headers: { 'content-type': 'application/json', host: 'localhost:3000', ...headers }, body });
  return guardJsonRequest({ request, maxBytes: 64, parse: (text) => parseJsonBody({ text, schema }), config: { ...config, CHAT_DISABLED: disabled }, profile: { locales } });
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

  it('names the field that is missing or wrong', async () => {
    expect(await guard({ body: '{"text":"hi"}' })).toMatchObject({ rejection: { code: 'invalid_request', field: { path: 'locale', problem: 'missing' } } });
    expect(await guard({ body: '{"text":"hi","locale":"fr","extra":1}' })).toMatchObject({ rejection: { field: { path: 'extra', problem: 'unknown' } } });
    expect(await guard({ body: '{"text":"","locale":"fr"}' })).toMatchObject({ rejection: { field: { path: 'text', problem: 'empty' } } });
    expect(await guard({ body: '"hi"' })).toEqual({ rejection: { code: 'invalid_request' }, locale: 'en' });
  });

  it('takes only the site’s locales, and names them when the body’s is another', async () => {
    const locales: Locale[] = ['en', 'fr'];
    const wrong = { code: 'invalid_request', field: { path: 'locale', problem: 'invalid', allowed: locales } };
    expect(await guard({ body: '{"text":"hi","locale":"fr"}', locales })).toEqual({ body: { text: 'hi', locale: 'fr' } });
    expect(await guard({ body: '{"text":"hi","locale":"es"}', locales, headers: { 'accept-language': 'es, fr;q=0.5' } })).toEqual({ rejection: wrong, locale: 'fr' });
    expect(await guard({ body: '{"text":"hi","locale":"it"}', locales, headers: { 'accept-language': 'de' } })).toEqual({ rejection: wrong, locale: 'en' });
  });
});
