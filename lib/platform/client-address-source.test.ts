import { describe, expect, it } from 'vitest';
import { createClientAddressSource } from '@/lib/platform/client-address-source';
import { PEER_ADDRESS_HEADER, PEER_PROOF_HEADER } from '@/lib/platform/resolve-client-address';
import type { IdentityNotice } from '@/lib/store';

function setup({ trustedProxy = 'none', peerProof = null as string | null } = {}) {
  const errors: string[] = [];
  const notices: Array<{ day: string; identityNotice: IdentityNotice }> = [];
  let now = new Date('2026-11-30T12:00:00Z');
  const addressOf = createClientAddressSource({
    config: { CHAT_TRUSTED_PROXY: trustedProxy, CHAT_CLIENT_IP_HEADER: undefined },
    peerProof,
    now: () => now,
    reportError: (message) => errors.push(message),
    recordNotice: async (event) => {
      notices.push(event);
    },
  });
  return { addressOf, errors, notices, nextDay: () => (now = new Date('2026-12-01T00:00:01Z')) };
}

describe('createClientAddressSource', () => {
  it('§9 identity: with no trusted source the request counts as one shared "unknown" client and the server logs once why', () => {
    const { addressOf, errors } = setup();
    for (let index = 0; index < 5; index += 1) expect(addressOf(new Headers({ [PEER_ADDRESS_HEADER]: `203.0.113.${index}` }))).toBe('unknown');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/client identity: CHAT_TRUSTED_PROXY=none .* share one "unknown" client/);
    // Never a visitor's header value in the operator's log.
    expect(errors[0]).not.toMatch(/203\.0\.113/);
  });

  it('records each identity doubt once per process and UTC day, for npm run doctor', () => {
    const { addressOf, notices, nextDay } = setup({ peerProof: 'proof-0123456789' });
    const viaProxy = new Headers({ [PEER_ADDRESS_HEADER]: '127.0.0.1', [PEER_PROOF_HEADER]: 'proof-0123456789', 'x-real-ip': '203.0.113.5' });
    for (let index = 0; index < 3; index += 1) expect(addressOf(viaProxy)).toBe('127.0.0.1');
    expect(notices).toEqual([{ day: '2026-11-30', identityNotice: 'forwarded_while_none' }]);
    addressOf(new Headers());
    nextDay();
    addressOf(viaProxy);
    expect(notices.map(({ day, identityNotice }) => `${day} ${identityNotice}`)).toEqual(['2026-11-30 forwarded_while_none', '2026-11-30 unknown_client', '2026-12-01 forwarded_while_none']);
  });
});
