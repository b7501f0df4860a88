'use client';

import { useEffect, useState, type ReactNode, type RefObject } from 'react';
import { useFitCheck } from '@/components/fit/fit-check-context';
import { FitOffer } from '@/components/fit/fit-offer';
import { REQUEST_LIMITS } from '@/lib/chat/request-limits';
import { looksLikeJobDescription } from '@/lib/fit/looks-like-job-description';

/**
 * The chat's hook-in: a job description pasted (or about to be sent) in the chat input is offered to the fit
 * check instead of becoming a chat question. The paste is caught whole, before the input's character limit
 * cuts it. "Ask anyway" sends it when it fits the question limit, else leaves the start of it in the input.
 */
export function useJobDescriptionOffer({ inputRef, send, setInput }: {
  inputRef: RefObject<HTMLTextAreaElement | null>;
  send: (text: string) => void;
  setInput: (text: string) => void;
}): { intercept: (text: string) => boolean; card: ReactNode } {
  const fit = useFitCheck();
  const [offered, setOffered] = useState<string | null>(null);

  useEffect(() => {
    const input = inputRef.current;
    if (!fit || !input) return;
    const onPaste = (event: ClipboardEvent) => {
      const text = event.clipboardData?.getData('text/plain') ?? '';
      if (!looksLikeJobDescription({ text })) return;
      event.preventDefault();
      setOffered(text);
    };
    input.addEventListener('paste', onPaste);
    return () => input.removeEventListener('paste', onPaste);
  }, [fit, inputRef]);

  const intercept = (text: string) => {
    if (!fit || !looksLikeJobDescription({ text })) return false;
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
        if (offered.length <= REQUEST_LIMITS.maxMessageChars) send(offered);
        else {
          setInput(offered.slice(0, REQUEST_LIMITS.maxMessageChars));
          inputRef.current?.focus();
        }
      }}
    />
  );
  return { intercept, card };
}
