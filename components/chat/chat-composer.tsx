'use client';

import type { FormEvent, KeyboardEvent, RefObject } from 'react';
import { BUTTON_STYLES } from '@/components/chat/button-styles';
import { fillTemplate } from '@/components/chat/fill-template';
import { Icon } from '@/components/icons';
import { CHAT_LIMITS } from '@/lib/contracts';
import type { ChatCopy } from '@/lib/i18n';

const MAX_QUESTION_CHARS = CHAT_LIMITS.maxMessageChars;
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
      // Opaque, with a short fade above it, so text scrolling under the anchored composer never shows through.
      className="sticky z-10 -mx-4 mt-6 bg-canvas px-4 pt-2 pb-[max(0.75rem,env(safe-area-inset-bottom))] before:pointer-events-none before:absolute before:inset-x-0 before:-top-6 before:h-6 before:bg-linear-to-t before:from-canvas before:to-transparent sm:-mx-6 sm:px-6"
    >
      <div className="rounded-2xl border border-line bg-surface shadow-sm transition-shadow focus-within:border-accent focus-within:ring-2 focus-within:ring-accent/30 motion-reduce:transition-none">
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
          rows={1}
          aria-describedby="chat-input-hint chat-counter"
          // The box around it shows the focus (a ring in the accent colour).
          className="block max-h-[40dvh] min-h-12 w-full resize-none rounded-t-2xl bg-transparent px-4 pt-3 pb-1 text-base [field-sizing:content] placeholder:text-muted focus-visible:outline-none"
        />
        <div className="flex items-center gap-2 py-2 ps-4 pe-2 sm:gap-3">
          <div className="min-w-0 flex-1 text-xs text-muted">
            {/* Deliberately not a live region: only completed answers are announced (the chat's announcer). */}
            <p data-testid="chat-status" data-status={status} className="truncate">
              {statusText}
            </p>
            <p id="chat-input-hint" className="hidden sm:block">
              {copy.shortcutHint}
            </p>
          </div>
          <p
            id="chat-counter"
            data-testid="chat-counter"
            className={`shrink-0 text-xs tabular-nums ${count >= COUNTER_WARNING_CHARS ? 'font-semibold text-warning' : 'text-muted'}`}
          >
            {fillTemplate({ template: copy.counter, values: { count, max: MAX_QUESTION_CHARS } })}
          </p>
          {busy && (
            <button type="button" data-testid="chat-stop" onClick={onStop} className={BUTTON_STYLES.secondary}>
              <Icon name="stop" className="size-3.5" />
              {copy.stop}
            </button>
          )}
          <button type="submit" data-testid="chat-send" disabled={!canSend} className={BUTTON_STYLES.primary}>
            {copy.send}
            <Icon name="send" className="size-4" />
          </button>
        </div>
      </div>
    </form>
  );
}
