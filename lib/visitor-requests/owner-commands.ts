import type { ServerConfig } from '@/lib/config';
import { ownerNotification } from '@/lib/visitor-requests/owner-notification';
import { canTransition, isTerminalStatus, type VisitorRequestStatus } from '@/lib/contracts';
import type { StoredVisitorRequest, VisitorRequestStore } from '@/lib/store';

export type OwnerAction = 'confirm' | 'decline' | 'cancel';

const TARGET: Record<OwnerAction, VisitorRequestStatus> = { confirm: 'confirmed', decline: 'declined', cancel: 'cancelled' };

export type OwnerOutcome =
  | { ok: true; request: StoredVisitorRequest }
  | { ok: false; error: 'not_found' }
  | { ok: false; error: 'terminal'; status: VisitorRequestStatus }
  | { ok: false; error: 'not_allowed'; status: VisitorRequestStatus };

/** The owner's change of a request (confirm, decline, cancel): state-checked and written as a compare-and-set. */
export async function changeRequestAsOwner({ store, config, reference, action, now, randomBytes }: {
  store: VisitorRequestStore;
  config: ServerConfig;
  reference: string;
  action: OwnerAction;
  now: Date;
  randomBytes: (size: number) => Uint8Array;
}): Promise<OwnerOutcome> {
  const to = TARGET[action];
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const current = await store.find({ reference });
    if (!current) return { ok: false, error: 'not_found' };
    if (isTerminalStatus(current.status)) return { ok: false, error: 'terminal', status: current.status };
    if (!canTransition({ from: current.status, to })) return { ok: false, error: 'not_allowed', status: current.status };
    const changed = { ...current, status: to, updatedAtMs: now.getTime() };
    const notification = ownerNotification({ config, event: `request.${to}`, request: changed, by: 'owner', at: now, randomBytes });
    const outcome = await store.transition({ reference, from: current.status, to, atMs: now.getTime(), idempotency: null, notification });
    if (outcome.outcome === 'done') return { ok: true, request: outcome.request };
    if (outcome.outcome === 'not_found') return { ok: false, error: 'not_found' };
  }
  throw new Error('the request kept changing; try again');
}

/** Deletes a request for good (its slot is freed); the webhook hears of it. */
export async function deleteRequestAsOwner({ store, config, reference, now, randomBytes }: {
  store: VisitorRequestStore;
  config: ServerConfig;
  reference: string;
  now: Date;
  randomBytes: (size: number) => Uint8Array;
}): Promise<boolean> {
  const current = await store.find({ reference });
  if (!current) return false;
  const notification = ownerNotification({ config, event: 'request.deleted', request: { reference }, by: 'owner', at: now, randomBytes });
  return store.remove({ reference, notification });
}
