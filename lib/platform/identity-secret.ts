import type { AdmissionStore } from '@/lib/store';

/** The HMAC key for client identities: the operator's CHAT_IP_HMAC_SECRET, else the store's, read once. */
export function createSecretSource({ configured, store }: { configured: string | undefined; store: AdmissionStore }): () => Promise<string> {
  let pending: Promise<string> | undefined;
  return () => {
    if (configured) return Promise.resolve(configured);
    pending ??= store.getOrCreateSecret().catch((error: unknown) => {
      // A failed read (store briefly down) must not stick: the next request tries again.
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
