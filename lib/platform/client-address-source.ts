import type { ServerConfig } from '@/lib/config';
import { resolveClientAddress } from '@/lib/platform/resolve-client-address';
import type { IdentityNotice } from '@/lib/store';
import { utcDay } from '@/lib/store';

/**
 * The process's client address function: resolves each request's address (resolve-client-address.ts), tells the
 * operator once per cause when requests fall back to the shared unknown client, and records each identity doubt
 * once per process and UTC day, so `npm run doctor` can say what arrived without a write per request.
 */
export function createClientAddressSource({ config, peerProof, now, reportError, recordNotice }: {
  config: Pick<ServerConfig, 'CHAT_CLIENT_IP_HEADER' | 'CHAT_TRUSTED_PROXY'>;
  peerProof: string | null;
  now: () => Date;
  reportError: (message: string) => void;
  recordNotice: (event: { day: string; identityNotice: IdentityNotice }) => Promise<void>;
}): (headers: Headers) => string {
  const told = new Set<string>();
  const recorded = new Set<string>();
  const note = (identityNotice: IdentityNotice) => {
    const day = utcDay({ at: now() });
    const key = `${day}|${identityNotice}`;
    if (recorded.has(key)) return;
    recorded.add(key);
    // A lost note only hides a hint from the doctor: never let it fail or slow the request.
    recordNotice({ day, identityNotice }).catch(() => recorded.delete(key));
  };
  return (headers) => {
    const resolution = resolveClientAddress({ headers, config, peerProof });
    if (resolution.forwardedWhileNone) note('forwarded_while_none');
    if (resolution.unknownBecause !== undefined) {
      note('unknown_client');
      if (!told.has(resolution.unknownBecause)) {
        told.add(resolution.unknownBecause);
        reportError(`client identity: ${resolution.unknownBecause}; such requests share one "unknown" client and its allowance (see the README's "Deploy" section)`);
      }
    }
    return resolution.address;
  };
}
