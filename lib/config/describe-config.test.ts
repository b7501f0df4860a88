import { describe, expect, it } from 'vitest';
import { loadConfig } from '@/lib/config/config';
import { describeConfig } from '@/lib/config/describe-config';

describe('describeConfig', () => {
  it('masks keys and secrets and hides URL credentials', () => {
    const config = loadConfig({
      environment: {
        GROQ_API_KEY: 'gsk_abcdefghijklmnopqrstuvwxyz',
        CHAT_IP_HMAC_SECRET: 'a-very-long-secret-value',
        REDIS_URL: 'redis://user:hunter2@127.0.0.1:6379',
      },
    });
    const text = describeConfig({ config }).join('\n');
    expect(text).not.toContain('abcdefghijklmnopqrstuvwxyz');
    expect(text).not.toContain('a-very-long-secret-value');
    expect(text).not.toContain('hunter2');
    expect(text).toContain('GROQ_API_KEY=gsk_…yz (30 chars)');
    expect(text).toContain('CHAT_PROVIDER=groq');
    expect(text).toContain('LLM_API_KEY=(unset)');
    // A limit whose name merely contains TOKEN is not a secret.
    expect(text).toContain('CHAT_MAX_TOKENS=2048');
  });
});
