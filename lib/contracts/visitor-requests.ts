/**
 * Contract limits of `/api/requests` (contracts §6). Kept apart from the zod schema so the page can quote
 * them without bundling zod.
 */
export const VISITOR_REQUEST_LIMITS = {
  maxBodyBytes: 8192,
  maxNameChars: 100,
  maxEmailChars: 254,
  maxCompanyChars: 120,
  maxMessageChars: 2000,
  minKeyChars: 16,
  maxKeyChars: 128,
  defaultSlotLimit: 20,
  maxSlotLimit: 40,
  /** Every response body stays under this many characters. */
  maxResponseChars: 3000,
} as const;

export const VISITOR_REQUEST_KINDS = ['message', 'intro_call'] as const;
export type VisitorRequestKind = (typeof VISITOR_REQUEST_KINDS)[number];

export const VISITOR_REQUEST_STATUSES = ['requested', 'confirmed', 'declined', 'cancelled'] as const;
export type VisitorRequestStatus = (typeof VISITOR_REQUEST_STATUSES)[number];

/** `declined` and `cancelled` never change again. */
export function isTerminalStatus(status: VisitorRequestStatus): boolean {
  return status === 'declined' || status === 'cancelled';
}

/** Which status a request may move to from each status: `requested` → any, `confirmed` → `cancelled`. */
export function canTransition({ from, to }: { from: VisitorRequestStatus; to: VisitorRequestStatus }): boolean {
  if (from === 'requested') return to !== 'requested';
  return from === 'confirmed' && to === 'cancelled';
}
