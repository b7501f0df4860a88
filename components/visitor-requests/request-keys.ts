import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * Keys are made without the browser's secure-context APIs (`crypto.randomUUID`, `crypto.subtle`), which a page served
 * over plain http from anywhere but localhost does not have: the random part comes from `crypto.getRandomValues`
 * (there in every context) and the hash from @noble/hashes (audited, dependency-free, a few KB), so the card sends on
 * a LAN address or a staging host as it does on https.
 */

/** Per-tab conversation id: part of every idempotency key, so two visitors never share one. */
const CONVERSATION_KEY = 'ask-me:conversation-id';
/** Where this browser keeps the tokens of the requests it sent (and nowhere else). */
const REQUESTS_KEY = 'ask-me:requests';

export interface SavedRequest {
  reference: string;
  token: string;
}

function storage(kind: 'session' | 'local'): Storage | null {
  try {
    return kind === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return null;
  }
}

export function conversationId(): string {
  const tab = storage('session');
  const existing = tab?.getItem(CONVERSATION_KEY);
  if (existing) return existing;
  const created = bytesToHex(crypto.getRandomValues(new Uint8Array(16)));
  tab?.setItem(CONVERSATION_KEY, created);
  return created;
}

/**
 * The Idempotency-Key of one logical operation: a hash of the conversation id, the operation and its canonical
 * arguments, so a double click or a retried request repeats it exactly.
 */
export function idempotencyKey({ operation, argumentsText }: { operation: string; argumentsText: string }): string {
  return `k_${bytesToHex(sha256(utf8ToBytes(`${conversationId()}\n${operation}\n${argumentsText}`)))}`;
}

export function saveRequest(saved: SavedRequest): void {
  const local = storage('local');
  if (!local) return;
  const all = loadRequests().filter((entry) => entry.reference !== saved.reference);
  local.setItem(REQUESTS_KEY, JSON.stringify([saved, ...all].slice(0, 20)));
}

export function loadRequests(): SavedRequest[] {
  try {
    return JSON.parse(storage('local')?.getItem(REQUESTS_KEY) ?? '[]') as SavedRequest[];
  } catch {
    return [];
  }
}
