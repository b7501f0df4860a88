import { VISITOR_REQUEST_LIMITS } from '@/lib/contracts';
import type { ChatUIMessage } from '@/lib/chat';
import type { Rating } from '@/lib/feedback';
import type { Intent } from '@/lib/retrieval';

/** Why an answer ended early: the visitor stopped it, or it failed mid-stream. */
export type Interruption = 'stopped' | 'failed';

/** What survives a reload and a locale switch within the tab. */
export interface StoredConversation {
  messages: ChatUIMessage[];
  interruptions: Record<string, Interruption>;
}

/** The part of the Web Storage API used here (sessionStorage in the page, a map in tests). */
export type ChatStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const CONVERSATION_KEY = 'ask-me:conversation:v1';
const PENDING_KEY = 'ask-me:pending-message:v1';
const RATINGS_KEY = 'ask-me:ratings:v1';
/** A stored follow-up part is bounded like the server's: a few short questions. */
const MAX_STORED_FOLLOW_UPS = 3;
const MAX_FOLLOW_UP_CHARS = 200;
/** A long tab session must not grow without bound: only the newest messages are kept. */
const MAX_STORED_MESSAGES = 60;

const EMPTY: StoredConversation = { messages: [], interruptions: {} };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Keeps only the parts this page renders, so a tampered entry cannot smuggle anything else in. */
function readPart(part: unknown): ChatUIMessage['parts'][number] | null {
  if (!isRecord(part)) return null;
  if (part.type === 'text' && typeof part.text === 'string') return { type: 'text', text: part.text };
  const data = part.data;
  if (part.type === 'data-mode' && isRecord(data) && (data.mode === 'model' || data.mode === 'offline' || data.mode === 'local' || data.mode === 'catalog')) {
    return { type: 'data-mode', data: { mode: data.mode } };
  }
  if (part.type === 'data-notice' && isRecord(data) && data.notice === 'leak_stopped') return { type: 'data-notice', data: { notice: data.notice } };
  if (part.type === 'data-sources' && isRecord(data) && Array.isArray(data.sources)) {
    const sources = data.sources.filter(
      (source): source is { id: string; title: string; href: string } =>
        isRecord(source) && typeof source.id === 'string' && typeof source.title === 'string' && typeof source.href === 'string',
    );
    return { type: 'data-sources', data: { sources: sources.map(({ id, title, href }) => ({ id, title, href })) } };
  }
  // The server checks an intent against its list when a rating comes back; the page only keeps its shape.
  if (part.type === 'data-intent' && isRecord(data) && (data.intent === null || (typeof data.intent === 'string' && /^[a-z_]{1,40}$/.test(data.intent)))) {
    return { type: 'data-intent', data: { intent: data.intent as Intent | null } };
  }
  if (part.type === 'data-followups' && isRecord(data) && Array.isArray(data.questions)) {
    const questions = data.questions.filter((question): question is string => typeof question === 'string' && question.length <= MAX_FOLLOW_UP_CHARS);
    return { type: 'data-followups', data: { questions: questions.slice(0, MAX_STORED_FOLLOW_UPS) } };
  }
  if (part.type === 'data-proposal' && isRecord(data) && (data.kind === 'message' || data.kind === 'intro_call')) {
    const slot = typeof data.slot === 'string' ? { slot: data.slot } : {};
    const messageDraft = typeof data.messageDraft === 'string' ? { messageDraft: data.messageDraft.slice(0, VISITOR_REQUEST_LIMITS.maxMessageChars) } : {};
    return { type: 'data-proposal', data: { kind: data.kind, ...slot, ...messageDraft } };
  }
  return null;
}

function readMessage(value: unknown): ChatUIMessage | null {
  if (!isRecord(value) || typeof value.id !== 'string' || (value.role !== 'user' && value.role !== 'assistant') || !Array.isArray(value.parts)) return null;
  const parts = value.parts.map(readPart).filter((part) => part !== null);
  return { id: value.id, role: value.role, parts };
}

function safely<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    // Storage can be full, disabled or blocked by privacy settings: the chat then simply forgets.
    return fallback;
  }
}

/** The conversation saved in this tab, or an empty one when there is none or it is unreadable. */
export function loadConversation({ storage }: { storage: ChatStorage }): StoredConversation {
  return safely(() => {
    const parsed: unknown = JSON.parse(storage.getItem(CONVERSATION_KEY) ?? 'null');
    if (!isRecord(parsed) || !Array.isArray(parsed.messages)) return EMPTY;
    const messages = parsed.messages.map(readMessage).filter((message) => message !== null);
    const interruptions: Record<string, Interruption> = {};
    if (isRecord(parsed.interruptions)) {
      for (const [id, reason] of Object.entries(parsed.interruptions)) if (reason === 'stopped' || reason === 'failed') interruptions[id] = reason;
    }
    return { messages, interruptions };
  }, EMPTY);
}

/** Saves the conversation (its newest messages) for reloads and locale switches in this tab. */
export function saveConversation({ storage, conversation }: { storage: ChatStorage; conversation: StoredConversation }): void {
  const messages = conversation.messages.slice(-MAX_STORED_MESSAGES);
  const kept = new Set(messages.map((message) => message.id));
  const interruptions = Object.fromEntries(Object.entries(conversation.interruptions).filter(([id]) => kept.has(id)));
  safely(() => storage.setItem(CONVERSATION_KEY, JSON.stringify({ messages, interruptions })), undefined);
}

/** Forgets the conversation and its ratings. */
export function clearConversation({ storage }: { storage: ChatStorage }): void {
  safely(() => storage.removeItem(CONVERSATION_KEY), undefined);
  safely(() => storage.removeItem(RATINGS_KEY), undefined);
}

/**
 * The ratings the server counted for answers of this tab, by message id: a changed rating after a reload
 * is sent as a change (with the one it replaces), never counted twice.
 */
export function loadRatings({ storage }: { storage: ChatStorage }): Record<string, Rating> {
  return safely(() => {
    const parsed: unknown = JSON.parse(storage.getItem(RATINGS_KEY) ?? 'null');
    if (!isRecord(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, Rating] => entry[1] === 'up' || entry[1] === 'down'));
  }, {});
}

export function saveRatings({ storage, ratings }: { storage: ChatStorage; ratings: Record<string, Rating> }): void {
  safely(() => storage.setItem(RATINGS_KEY, JSON.stringify(ratings)), undefined);
}

/** Keeps a question to send once the page in another locale has loaded. */
export function savePendingMessage({ storage, text }: { storage: ChatStorage; text: string }): void {
  safely(() => storage.setItem(PENDING_KEY, text), undefined);
}

/** The question waiting to be sent after a locale switch, removed as it is read so it is sent once. */
export function takePendingMessage({ storage }: { storage: ChatStorage }): string | null {
  return safely(() => {
    const text = storage.getItem(PENDING_KEY);
    storage.removeItem(PENDING_KEY);
    return text && text.trim() !== '' ? text : null;
  }, null);
}
