'use client';

import type { FormEvent, KeyboardEvent, RefObject } from 'react';
import { BUTTON_STYLES } from '@/components/chat/button-styles';
import { fillTemplate } from '@/components/chat/fill-template';
import { REQUEST_LIMITS } from '@/lib/chat/request-limits';
import type { ChatCopy } from '@/lib/i18n/dictionary-types';

const MAX_QUESTION_CHARS = REQUEST_LIMITS.maxMessageChars;
/** From here on the counter warns that the limit is near. */
const COUNTER_WARNING_CHARS = MAX_QUESTION_CHARS - 100;

/**
 * The sticky input bar: Enter sends, Shift+Enter adds a line, a character counter, and Stop while an
 * answer is on its way. It sits above the on-screen keyboard (`--keyboard-inset`, see useKeyboardInset).
 */
export function ChatComposer(props: {
  copy: ChatCopy;
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  onStop: () => void;
  onFocus: () => void;
  busy: boolean;
  waiting: boolean;
  hydrated: boolean;
  statusText: string;
  status: string;
  inputRef: RefObject<HTMLTextAreaElement | null>;
}) {
  const { copy, value, onChange, onSubmit, onStop, onFocus, busy, waiting, hydrated, statusText, status, inputRef } = props;
  const count = value.length;
  const canSend = !waiting && value.trim() !== '';

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (canSend) onSubmit();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends, Shift+Enter keeps a new line; an IME composition's Enter only confirms the text.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (canSend) onSubmit();
    }
  }

  return (
    <form
      onSubmit={handleSubmit}
      data-testid="chat-composer"
      data-hydrated={hydrated}
      style={{ bottom: 'var(--keyboard-inset, 0px)' }}
      className="sticky z-10 -mx-4 mt-4 border-t border-neutral-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur sm:-mx-6 sm:px-6 dark:border-neutral-800 dark:bg-neutral-950/95"
    >
      <label htmlFor="chat-input" className="sr-only">
        {copy.inputLabel}
      </label>
      <textarea
        id="chat-input"
        ref={inputRef}
        data-testid="chat-input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={handleKeyDown}
        onFocus={onFocus}
        placeholder={copy.placeholder}
        maxLength={MAX_QUESTION_CHARS}
        rows={2}
        aria-describedby="chat-input-hint chat-counter"
        className="block max-h-[40dvh] min-h-14 w-full resize-none rounded-xl border border-neutral-300 bg-white px-3 py-2 text-base [field-sizing:content] focus-visible:border-blue-600 focus-visible:outline-2 focus-visible:outline-blue-600 dark:border-neutral-700 dark:bg-neutral-900 dark:focus-visible:border-blue-400 dark:focus-visible:outline-blue-400"
      />
      <div className="mt-2 flex items-center gap-3">
        <div className="min-w-0 flex-1 text-xs text-neutral-600 dark:text-neutral-400">
          {/* Deliberately not a live region: only completed answers are announced (the chat's announcer). */}
          <p data-testid="chat-status" data-status={status}>
            {statusText}
          </p>
          <p id="chat-input-hint" className="hidden sm:block">
            {copy.shortcutHint}
          </p>
        </div>
        <p
          id="chat-counter"
          data-testid="chat-counter"
          className={`shrink-0 text-xs tabular-nums ${count >= COUNTER_WARNING_CHARS ? 'font-semibold text-amber-800 dark:text-amber-300' : 'text-neutral-600 dark:text-neutral-400'}`}
        >
          {fillTemplate({ template: copy.counter, values: { count, max: MAX_QUESTION_CHARS } })}
        </p>
        {busy && (
          <button type="button" data-testid="chat-stop" onClick={onStop} className={BUTTON_STYLES.secondary}>
            {copy.stop}
          </button>
        )}
        <button type="submit" data-testid="chat-send" disabled={!canSend} className={BUTTON_STYLES.primary}>
          {copy.send}
        </button>
      </div>
    </form>
  );
}
