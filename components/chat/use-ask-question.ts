import { useState, type RefObject } from 'react';
import { preloadMarkdownView } from '@/components/chat/chat-message';
import type { DeferredChat } from '@/components/chat/use-deferred-chat';
import { useLanguageCheck } from '@/components/chat/use-language-check';
import { useJobDescriptionOffer } from '@/components/fit/use-job-description-offer';
import type { Locale } from '@/lib/contracts';
import type { ChatCopy } from '@/lib/i18n';

/**
 * How a question reaches the engine: the composer's text passes the job description and language checks first
 * (`waiting` while they run), a suggested question goes straight through. The offers' cards are returned, not
 * rendered, so the panel lays them out with its other cards. `followNewest` resumes following the newest text.
 */
export function useAskQuestion({ chat, busy, locale, copy, localeNames, inputRef, followNewest }: {
  chat: Pick<DeferredChat, 'prepare' | 'sendMessage'>;
  busy: boolean;
  locale: Locale;
  copy: ChatCopy;
  localeNames: Partial<Record<Locale, string>>;
  inputRef: RefObject<HTMLTextAreaElement | null>;
  followNewest: () => void;
}) {
  const [input, setInput] = useState('');
  const language = useLanguageCheck({ locale, copy, localeNames, send });
  const waiting = busy || language.checking;
  // A pasted job description is offered to the fit check instead of becoming a question.
  const jobDescriptionOffer = useJobDescriptionOffer({ inputRef, send, setInput });

  // A suggested question is in the page's language already: it is asked without the language check.
  function askSuggested(question: string) {
    if (waiting) return;
    chat.prepare();
    preloadMarkdownView();
    send(question);
  }

  function send(text: string) {
    setInput('');
    language.dismiss();
    followNewest();
    chat.sendMessage(text);
    inputRef.current?.focus();
  }

  async function submit(text: string) {
    const question = text.trim();
    if (question === '' || waiting) return;
    // The engine and the renderer download while the language check runs.
    chat.prepare();
    preloadMarkdownView();
    if (await jobDescriptionOffer.intercept(question)) return;
    if (await language.intercept(question)) return;
    send(question);
  }

  return { input, setInput, waiting, askSuggested, submit, language, jobDescriptionOffer };
}
