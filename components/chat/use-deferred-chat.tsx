'use client';

import { useCallback, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { ChatEngineProps, ChatEngineSnapshot } from '@/components/chat/chat-engine';
import type { ChatUIMessage } from '@/lib/chat';

type EngineModule = { ChatEngine: ComponentType<ChatEngineProps> };

let engineModule: Promise<EngineModule> | null = null;

/** Downloads the chat engine once; call it ahead of need (focus on the composer, a suggested question). */
export function loadChatEngine(): Promise<EngineModule> {
  engineModule ??= import('@/components/chat/chat-engine').catch((error: unknown) => {
    // A failed download (offline) may be tried again later.
    engineModule = null;
    throw error;
  });
  return engineModule;
}

/**
 * What the panel shows, before and after the engine arrives: the engine's transcript (or the restored one), plus
 * a question still waiting for the engine; such a question counts as being sent, or as failed when the download
 * failed.
 */
export function deferredChatView({ snapshot, initialMessages, pending, loadError }: {
  snapshot: Pick<ChatEngineSnapshot, 'messages' | 'status' | 'error'> | null;
  initialMessages: ChatUIMessage[];
  pending: ChatUIMessage | null;
  loadError: Error | undefined;
}): Pick<DeferredChat, 'messages' | 'status' | 'error'> {
  const messages = snapshot?.messages ?? initialMessages;
  if (pending) return { messages: [...messages, pending], status: loadError ? 'error' : 'submitted', error: loadError };
  return { messages, status: snapshot?.status ?? 'ready', error: snapshot?.error ?? loadError };
}

/** The chat state the panel renders, whether or not the engine has arrived yet. */
export interface DeferredChat {
  messages: ChatUIMessage[];
  status: ChatEngineSnapshot['status'];
  error: Error | undefined;
  /** Starts downloading the engine (idempotent). */
  prepare: () => void;
  sendMessage: (text: string) => void;
  stop: () => void;
  regenerate: () => void;
  setMessages: (messages: ChatUIMessage[]) => void;
  clearError: () => void;
  /** The engine element, to render anywhere in the panel (it draws nothing). */
  engine: ReactNode;
}

/**
 * useChat, loaded on first use: the page ships without the AI SDK's chat client, which arrives when the
 * visitor focuses the composer or picks a question. Until then the panel shows the restored transcript; a
 * question asked meanwhile is shown at once and sent when the engine mounts; a failed download is an error
 * the visitor can retry, like a failed request.
 */
export function useDeferredChat({ locale, throttleMs, onFinish }: Pick<ChatEngineProps, 'locale' | 'throttleMs' | 'onFinish'>): DeferredChat {
  const [Engine, setEngine] = useState<ComponentType<ChatEngineProps> | null>(null);
  const [loadError, setLoadError] = useState<Error | undefined>(undefined);
  const [snapshot, setSnapshot] = useState<ChatEngineSnapshot | null>(null);
  const [initialMessages, setInitialMessages] = useState<ChatUIMessage[]>([]);
  // A question asked before the engine arrived, and how many messages there were then.
  const [pending, setPending] = useState<{ message: ChatUIMessage; baseCount: number } | null>(null);
  // The actions run from async code (a send after the language check) that started in an older render: they
  // must see the engine and transcript as they are now, not as they were when that render happened.
  const latest = useRef<{ snapshot: ChatEngineSnapshot | null; initialMessages: ChatUIMessage[] }>({ snapshot: null, initialMessages: [] });

  const prepare = useCallback(() => {
    setLoadError(undefined);
    loadChatEngine().then(
      (loaded) => setEngine(() => loaded.ChatEngine),
      (error: unknown) => setLoadError(error instanceof Error ? error : new Error(String(error))),
    );
  }, []);

  const handleSnapshot = useCallback((next: ChatEngineSnapshot) => {
    latest.current.snapshot = next;
    setSnapshot(next);
    // The engine has taken the pending question into its own transcript.
    setPending((current) => (current && next.messages.length > current.baseCount ? null : current));
  }, []);

  const { messages, status, error } = deferredChatView({ snapshot, initialMessages, pending: pending?.message ?? null, loadError });

  function sendMessage(text: string) {
    const current = latest.current.snapshot;
    if (current) return void current.actions.sendMessage({ text });
    const message: ChatUIMessage = { id: `pending-${Date.now().toString(36)}`, role: 'user', parts: [{ type: 'text', text }] };
    setPending({ message, baseCount: latest.current.initialMessages.length });
    prepare();
  }

  function regenerate() {
    const current = latest.current.snapshot;
    if (current) return void current.actions.regenerate();
    // Before the engine: the only failure is its download, and retrying means downloading it again.
    if (loadError) prepare();
  }

  function setMessages(next: ChatUIMessage[]) {
    const current = latest.current.snapshot;
    if (current) return current.actions.setMessages(next);
    latest.current.initialMessages = next;
    setInitialMessages(next);
  }

  function stop() {
    const current = latest.current.snapshot;
    if (current) void current.actions.stop();
    setPending(null);
  }

  function clearError() {
    latest.current.snapshot?.actions.clearError();
    setLoadError(undefined);
  }

  const engine = Engine ? (
    <Engine
      locale={locale}
      initialMessages={initialMessages}
      pendingText={pending ? pending.message.parts.map((part) => (part.type === 'text' ? part.text : '')).join('') : null}
      throttleMs={throttleMs}
      onFinish={onFinish}
      onSnapshot={handleSnapshot}
    />
  ) : null;

  return { messages, status, error, prepare, sendMessage, stop, regenerate, setMessages, clearError, engine };
}
