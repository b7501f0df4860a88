'use client';

import { useEffect, useState, type ReactNode, type RefObject } from 'react';
import { useFitCheck } from '@/components/fit/fit-check-context';
import { FitOffer } from '@/components/fit/fit-offer';
import { CHAT_LIMITS } from '@/lib/contracts';

/** Shorter than this, a text is a question: the detector (and its cue lists) is not even loaded. */
const MIN_POSTING_CHARS = 300;

/** The detector loads on demand: its cue lists stay out of the chat page's first load. */
async function looksLikePosting(text: string): Promise<boolean> {
  if (text.length < MIN_POSTING_CHARS) return false;
  const { looksLikeJobDescription } = await import('@/lib/fit/client');
  return looksLikeJobDescription({ text });
}

/** Puts pasted text where the selection is, within the input's character limit, as the browser would have. */
function insertAtSelection(input: HTMLTextAreaElement, text: string): string {
  const before = input.value.slice(0, input.selectionStart);
  const after = input.value.slice(input.selectionEnd);
  return `${before}${text.slice(0, Math.max(0, input.maxLength - before.length - after.length))}${after}`;
}

/**
 * The chat's hook-in: a job description pasted (or about to be sent) in the chat input is offered to the fit
 * check instead of becoming a chat question. The paste is caught whole, before the input's character limit
 * cuts it. "Ask anyway" sends it when it fits the question limit, else leaves the start of it in the input.
 */
export function useJobDescriptionOffer({ inputRef, send, setInput }: {
  inputRef: RefObject<HTMLTextAreaElement | null>;
  send: (text: string) => void;
  setInput: (text: string) => void;
}): { intercept: (text: string) => Promise<boolean>; card: ReactNode } {
  const fit = useFitCheck();
  const [offered, setOffered] = useState<string | null>(null);

  useEffect(() => {
    const input = inputRef.current;
    if (!fit || !input) return;
    const onPaste = (event: ClipboardEvent) => {
      const text = event.clipboardData?.getData('text/plain') ?? '';
      if (text.length < MIN_POSTING_CHARS) return;
      // Held back while the detector decides; a text that is no posting is pasted as usual.
      event.preventDefault();
      const pasted = insertAtSelection(input, text);
      void looksLikePosting(text).then((posting) => (posting ? setOffered(text) : setInput(pasted)), () => setInput(pasted));
    };
    input.addEventListener('paste', onPaste);
    return () => input.removeEventListener('paste', onPaste);
  }, [fit, inputRef, setInput]);

  const intercept = async (text: string) => {
    if (!fit || !(await looksLikePosting(text).catch(() => false))) return false;
    setOffered(text);
    return true;
  };

  const card = fit && offered !== null && (
    <FitOffer
      copy={fit.copy}
      onCheck={() => {
        setOffered(null);
        setInput('');
        fit.checkText(offered);
      }}
      onAsk={() => {
        setOffered(null);
        if (offered.length <= CHAT_LIMITS.maxMessageChars) send(offered);
        else {
          setInput(offered.slice(0, CHAT_LIMITS.maxMessageChars));
          inputRef.current?.focus();
        }
      }}
    />
  );
  return { intercept, card };
}
