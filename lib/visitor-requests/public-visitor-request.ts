import type { StoredVisitorRequest } from '@/lib/store';

/** What a visitor may see of a request: no contact details, no internal ids, no token. */
export interface PublicVisitorRequest {
  reference: string;
  kind: StoredVisitorRequest['kind'];
  status: StoredVisitorRequest['status'];
  slot?: { start: string; end: string };
  createdAt: string;
  updatedAt: string;
}

const iso = (ms: number) => new Date(ms).toISOString();

export function publicVisitorRequest(request: StoredVisitorRequest): PublicVisitorRequest {
  return {
    reference: request.reference,
    kind: request.kind,
    status: request.status,
    ...(request.slot ? { slot: { start: iso(request.slot.startMs), end: iso(request.slot.endMs) } } : {}),
    createdAt: iso(request.createdAtMs),
    updatedAt: iso(request.updatedAtMs),
  };
}
