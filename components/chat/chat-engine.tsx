'use client';

import '@/components/chat/zod-without-eval';
import { useChat } from '@ai-sdk/react';
import type { ChatOnFinishCallback } from 'ai';
import { useEffect, useLayoutEffect, useMemo } from 'react';
import { createChatTransport } from '@/components/chat/chat-transport';
import type { ChatUIMessage } from '@/lib/chat';
import type { Locale } from '@/lib/contracts';

type UseChat = ReturnType<typeof useChat<ChatUIMessage>>;

/** What the engine reports to the chat panel after every change: the state and the (stable) actions. */
export interface ChatEngineSnapshot {
  messages: ChatUIMessage[];
  status: UseChat['status'];
  error: Error | undefined;
  actions: Pick<UseChat, 'sendMessage' | 'stop' | 'regenerate' | 'setMessages' | 'clearError'>;
}

export interface ChatEngineProps {
  locale: Locale;
  /** The transcript the engine starts from (restored from the tab, or cleared). */
  initialMessages: ChatUIMessage[];
  /** A question asked while the engine was loading: sent as soon as it mounts. */
  pendingText: string | null;
  throttleMs: number;
  onFinish: ChatOnFinishCallback<ChatUIMessage>;
  onSnapshot: (snapshot: ChatEngineSnapshot) => void;
}

/**
 * The AI SDK's chat client (useChat and its transport, with the schemas it checks every stream part with:
 * most of the chat page's JavaScript). It renders nothing: the panel draws the conversation from the snapshots
 * it reports, so the panel and its composer are interactive before this module has even been downloaded.
 */
export function ChatEngine({ locale, initialMessages, pendingText, throttleMs, onFinish, onSnapshot }: ChatEngineProps) {
  const transport = useMemo(() => createChatTransport({ locale }), [locale]);
  const chat = useChat<ChatUIMessage>({ transport, messages: initialMessages, throttle: throttleMs, onFinish });
  const { messages, status, error, sendMessage, stop, regenerate, setMessages, clearError } = chat;
  useLayoutEffect(() => {
    onSnapshot({ messages, status, error, actions: { sendMessage, stop, regenerate, setMessages, clearError } });
  }, [messages, status, error, sendMessage, stop, regenerate, setMessages, clearError, onSnapshot]);
  // The question that made the panel load the engine. Only the first mount sends it.
  useEffect(() => {
    if (pendingText) void sendMessage({ text: pendingText });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
