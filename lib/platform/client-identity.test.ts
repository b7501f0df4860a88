import { describe, expect, it } from 'vitest';
import { clientIdentity } from '@/lib/platform/client-identity';

const secret = 'a-test-secret-of-enough-length';

describe('clientIdentity', () => {
  it('is a stable hex HMAC within a day that never contains the address', () => {
    const identity = clientIdentity({ address: '203.0.113.7', day: '2026-11-30', secret });
    expect(identity).toMatch(/^[0-9a-f]{64}$/);
    expect(identity).toBe(clientIdentity({ address: '203.0.113.7', day: '2026-11-30', secret }));
    expect(identity).not.toContain('203.0.113.7');
  });

  it('rotates daily, differs per address and per secret', () => {
    const base = clientIdentity({ address: '203.0.113.7', day: '2026-11-30', secret });
    expect(clientIdentity({ address: '203.0.113.7', day: '2026-12-01', secret })).not.toBe(base);
    expect(clientIdentity({ address: '203.0.113.8', day: '2026-11-30', secret })).not.toBe(base);
    expect(clientIdentity({ address: '203.0.113.7', day: '2026-11-30', secret: `${secret}x` })).not.toBe(base);
  });
});
