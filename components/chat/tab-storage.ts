import type { ChatStorage } from '@/components/chat/chat-storage';

/** The tab's sessionStorage, or null: reading it throws when privacy settings block it, and there is no window on the server. */
export function tabStorage(): ChatStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
