import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '@/lib/config/config';

describe('loadConfig', () => {
  it('applies the contract defaults and picks the offline provider without a key', () => {
    const config = loadConfig({ environment: {} });
    expect(config.CHAT_PROVIDER).toBe('offline');
    expect(config.CHAT_MAX_TOKENS).toBe(2048);
    expect(config.CHAT_MAX_RETRIEVED_CHUNKS).toBe(5);
    expect(config.CHAT_MAX_RETRIEVED_TOKENS).toBe(2200);
    expect(config.CHAT_MAX_RECENT_TURN_PAIRS).toBe(3);
    expect(config.CHAT_MAX_CHARS_PER_TURN).toBe(700);
    expect(config.CHAT_MAX_SESSION_SUMMARY_CHARS).toBe(900);
    expect(config.CHAT_CLASSIFIER_TIMEOUT_MS).toBe(1500);
    expect(config.CHAT_UPSTREAM_TIMEOUT_MS).toBe(20_000);
    expect(config.CHAT_RATE_PER_MINUTE).toBe(6);
    expect(config.CHAT_RATE_PER_DAY).toBe(40);
    expect(config.CHAT_DAILY_BUDGET_USD).toBe(3);
    expect(config.CHAT_DAILY_CALL_CEILING).toBe(600);
    expect(config.CHAT_FALLBACK).toBe('offline');
    expect(config.CHAT_DB_PATH).toBe('./data/chat.db');
    expect(config.CHAT_SKIP_CLASSIFIER).toBe(false);
    expect(config.CHAT_DISABLED).toBe(false);
    expect(config.CHAT_ALLOWED_ORIGINS).toEqual([]);
    expect(config.CHAT_MAX_CONCURRENT_ANSWERS).toBe(64);
    expect(config.CHAT_SHUTDOWN_GRACE_MS).toBe(10_000);
  });

  it('defaults to groq when a key is set, with current production model ids', () => {
    const config = loadConfig({ environment: { GROQ_API_KEY: 'gsk_test' } });
    expect(config.CHAT_PROVIDER).toBe('groq');
    expect(config.GROQ_MODEL).not.toMatch(/llama-3\.(3-70b-versatile|1-8b-instant)/);
    expect(config.GROQ_BASE_URL).toBe('https://api.groq.com/openai/v1');
  });

  it('treats empty assignments as unset', () => {
    expect(loadConfig({ environment: { GROQ_API_KEY: '', CHAT_MAX_TOKENS: ' ' } }).CHAT_PROVIDER).toBe('offline');
  });

  it('names the variable, the value and the range of a bad value', () => {
    expect(() => loadConfig({ environment: { CHAT_MAX_TOKENS: '99999' } })).toThrow(ConfigError);
    expect(() => loadConfig({ environment: { CHAT_MAX_TOKENS: '99999' } })).toThrow(/CHAT_MAX_TOKENS="99999".*8192/);
    expect(() => loadConfig({ environment: { CHAT_MAX_TOKENS: '100' } })).toThrow(/CHAT_MAX_TOKENS="100".*256/);
    expect(() => loadConfig({ environment: { CHAT_PROVIDER: 'openai' } })).toThrow(/CHAT_PROVIDER="openai"/);
    expect(() => loadConfig({ environment: { CHAT_DISABLED: 'yes' } })).toThrow(/CHAT_DISABLED="yes"/);
  });

  it('never prints URL credentials in the error', () => {
    expect(() => loadConfig({ environment: { REDIS_URL: 'http://user:hunter2@127.0.0.1:6379' } })).toThrow(/REDIS_URL="http:\/\/\*\*\*\*@127\.0\.0\.1:6379"/);
    expect(() => loadConfig({ environment: { REDIS_URL: 'http://user:hunter2@127.0.0.1:6379' } })).not.toThrow(/hunter2/);
  });

  it('never prints a secret in the error', () => {
    expect(() => loadConfig({ environment: { CHAT_IP_HMAC_SECRET: 'short' } })).toThrow(/CHAT_IP_HMAC_SECRET=\(hidden\)/);
  });

  it('requires the settings a chosen provider needs', () => {
    expect(() => loadConfig({ environment: { CHAT_PROVIDER: 'groq' } })).toThrow(/GROQ_API_KEY/);
    expect(() => loadConfig({ environment: { CHAT_PROVIDER: 'openai-compatible' } })).toThrow(/LLM_BASE_URL/);
    const config = loadConfig({ environment: { CHAT_PROVIDER: 'openai-compatible', LLM_BASE_URL: 'http://127.0.0.1:11434/v1', LLM_MODEL: 'llama3.2' } });
    expect(config.CHAT_PROVIDER).toBe('openai-compatible');
  });

  it('parses allowed origins as a list of URLs', () => {
    expect(loadConfig({ environment: { CHAT_ALLOWED_ORIGINS: 'https://a.example, https://b.example' } }).CHAT_ALLOWED_ORIGINS).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
    expect(() => loadConfig({ environment: { CHAT_ALLOWED_ORIGINS: 'not a url' } })).toThrow(/CHAT_ALLOWED_ORIGINS/);
  });

  it('defaults the model prices to the documented operator-set values and bounds them', () => {
    const config = loadConfig({ environment: {} });
    expect(config.CHAT_ANSWER_PRICE_PER_MTOK_IN_USD).toBe(0.15);
    expect(config.CHAT_ANSWER_PRICE_PER_MTOK_OUT_USD).toBe(0.6);
    expect(config.CHAT_CLASSIFIER_PRICE_PER_MTOK_IN_USD).toBe(0.075);
    expect(config.CHAT_CLASSIFIER_PRICE_PER_MTOK_OUT_USD).toBe(0.3);
    expect(loadConfig({ environment: { CHAT_ANSWER_PRICE_PER_MTOK_OUT_USD: '2.5' } }).CHAT_ANSWER_PRICE_PER_MTOK_OUT_USD).toBe(2.5);
    expect(() => loadConfig({ environment: { CHAT_ANSWER_PRICE_PER_MTOK_IN_USD: '-1' } })).toThrow(/CHAT_ANSWER_PRICE_PER_MTOK_IN_USD="-1"/);
    expect(() => loadConfig({ environment: { CHAT_CLASSIFIER_PRICE_PER_MTOK_OUT_USD: 'free' } })).toThrow(/CHAT_CLASSIFIER_PRICE_PER_MTOK_OUT_USD/);
  });

  it('the owner gets an email: a malformed SMTP_URL is refused at start-up, naming the variable without its password', () => {
    for (const value of ['smtp//mail.example.com', 'http://mail.example.com', 'smtp://', 'smtp://user:s3cret@mail.example.com/path']) {
      expect(() => loadConfig({ environment: { SMTP_URL: value, OWNER_NOTIFY_EMAIL: 'owner@example.com' } })).toThrow(ConfigError);
    }
    try {
      loadConfig({ environment: { SMTP_URL: 'smtp://user:s3cret@mail.example.com/path', OWNER_NOTIFY_EMAIL: 'owner@example.com' } });
    } catch (error) {
      expect(String(error)).toContain('SMTP_URL=');
      expect(String(error)).not.toContain('s3cret');
    }
    expect(() => loadConfig({ environment: { SMTP_URL: 'smtp://mail.example.com:587' } })).toThrow(/OWNER_NOTIFY_EMAIL/);
    expect(() => loadConfig({ environment: { OWNER_NOTIFY_EMAIL: 'owner@example.com' } })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ environment: { SMTP_URL: 'smtp://mail.example.com', OWNER_NOTIFY_EMAIL: 'not an address' } })).toThrow(/OWNER_NOTIFY_EMAIL/);
    expect(() => loadConfig({ environment: { SMTP_URL: 'smtp://mail.example.com', OWNER_NOTIFY_EMAIL: 'owner@example.com', SMTP_FROM: 'Site <nope>' } })).toThrow(/SMTP_FROM/);
    const config = loadConfig({ environment: { SMTP_URL: 'smtps://user:pass@mail.example.com:465', OWNER_NOTIFY_EMAIL: 'owner@example.com', SMTP_FROM: 'Ask me <chat@example.com>' } });
    expect(config).toMatchObject({ SMTP_URL: 'smtps://user:pass@mail.example.com:465', OWNER_NOTIFY_EMAIL: 'owner@example.com', SMTP_FROM: 'Ask me <chat@example.com>' });
  });

  it('bounds all creations of a day at or above the live requests a client may hold', () => {
    expect(loadConfig({ environment: {} })).toMatchObject({ CHAT_REQUEST_RATE_PER_DAY: 3, CHAT_REQUEST_CREATES_PER_DAY: 10, CHAT_REQUEST_LOOKUPS_PER_HOUR: 60 });
    expect(() => loadConfig({ environment: { CHAT_REQUEST_RATE_PER_DAY: '20' } })).toThrow(/CHAT_REQUEST_CREATES_PER_DAY/);
  });
});

describe('deployment settings (contracts §9)', () => {
  it('§9 identity: CHAT_TRUSTED_PROXY accepts the presets and forwarded-for:N, and names the variable otherwise', () => {
    for (const value of ['none', 'vercel', 'cloudflare', 'fly', 'x-real-ip', 'forwarded-for:1', 'forwarded-for:9']) {
      expect(loadConfig({ environment: { CHAT_TRUSTED_PROXY: value } }).CHAT_TRUSTED_PROXY).toBe(value);
    }
    for (const value of ['x-forwarded-for', 'forwarded-for:0', 'forwarded-for', 'nginx']) {
      expect(() => loadConfig({ environment: { CHAT_TRUSTED_PROXY: value } })).toThrow(new RegExp(`CHAT_TRUSTED_PROXY="${value}" is invalid: use none, vercel`));
    }
  });

  it('§9 identity: a preset is chosen automatically where the host identifies itself, else none', () => {
    expect(loadConfig({ environment: {} }).CHAT_TRUSTED_PROXY).toBe('none');
    expect(loadConfig({ environment: { VERCEL: '1' } })).toMatchObject({ CHAT_TRUSTED_PROXY: 'vercel', host: { name: 'vercel', signal: 'VERCEL', serverless: true } });
    expect(loadConfig({ environment: { FLY_APP_NAME: 'sam-site' } })).toMatchObject({ CHAT_TRUSTED_PROXY: 'fly', host: { name: 'fly', serverless: false } });
    expect(loadConfig({ environment: { AWS_LAMBDA_FUNCTION_NAME: 'chat' } })).toMatchObject({ CHAT_TRUSTED_PROXY: 'none', host: { serverless: true } });
    // The operator's setting wins over the host's.
    expect(loadConfig({ environment: { VERCEL: '1', CHAT_TRUSTED_PROXY: 'cloudflare' } }).CHAT_TRUSTED_PROXY).toBe('cloudflare');
  });

  it('parses CHAT_EMBED_ORIGINS as a list of origins', () => {
    expect(loadConfig({ environment: { CHAT_EMBED_ORIGINS: 'https://blog.example, https://example.org' } }).CHAT_EMBED_ORIGINS).toEqual(['https://blog.example', 'https://example.org']);
    expect(() => loadConfig({ environment: { CHAT_EMBED_ORIGINS: 'blog.example' } })).toThrow(/CHAT_EMBED_ORIGINS/);
  });
});
