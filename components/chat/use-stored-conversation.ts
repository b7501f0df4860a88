import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { clearConversation, loadConversation, saveConversation, takePendingMessage, type Interruption } from '@/components/chat/chat-storage';
import { tabStorage } from '@/components/chat/tab-storage';
import type { DeferredChat } from '@/components/chat/use-deferred-chat';

/**
 * The transcript of this tab, kept in sessionStorage through reloads and locale switches, with the answers that
 * ended early (`interruptions`). `streamingId` is the answer still arriving, if any.
 */
export function useStoredConversation({ chat, streamingId }: { chat: Pick<DeferredChat, 'messages' | 'setMessages' | 'sendMessage'>; streamingId: string | null }) {
  const { messages, setMessages, sendMessage } = chat;
  // Interruption marks only style restored messages, which the server never renders: reading them here is safe.
  const [interruptions, setInterruptions] = useState<Record<string, Interruption>>(() => {
    const storage = tabStorage();
    return storage ? loadConversation({ storage }).interruptions : {};
  });
  const restored = useRef(false);

  // The transcript of this tab comes back after a reload or a locale switch (before the first paint, so
  // the empty-chat suggestions do not flash); a question carried over from a locale switch is sent now.
  useLayoutEffect(() => {
    const storage = tabStorage();
    if (storage) {
      const saved = loadConversation({ storage });
      if (saved.messages.length > 0) setMessages(saved.messages);
      const pending = takePendingMessage({ storage });
      if (pending) sendMessage(pending);
    }
    restored.current = true;
    // Runs once per mount: later changes are saved by the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // An answer still streaming is saved as interrupted: if the tab reloads now, it comes back marked incomplete.
  useEffect(() => {
    const storage = tabStorage();
    if (!restored.current || !storage) return;
    const saved = streamingId ? { ...interruptions, [streamingId]: 'failed' as const } : interruptions;
    saveConversation({ storage, conversation: { messages, interruptions: saved } });
  }, [messages, interruptions, streamingId]);

  function interrupt({ messageId, interruption }: { messageId: string; interruption: Interruption }) {
    setInterruptions((current) => ({ ...current, [messageId]: interruption }));
  }

  /** Forgets the interruptions and everything this tab stored (the ratings too); the messages are the caller's to clear. */
  function clear() {
    setInterruptions({});
    const storage = tabStorage();
    if (storage) clearConversation({ storage });
  }

  return { interruptions, interrupt, clear };
}
