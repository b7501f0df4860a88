'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { BUTTON_STYLES } from '@/components/chat/button-styles';
import { fillTemplate } from '@/components/chat/fill-template';
import { FitResults } from '@/components/fit/fit-results';
import { postFit, type FitCall } from '@/components/fit/fit-request';
import { clearFitCheck, fitStorage, saveFitCheck, type SavedFitCheck } from '@/components/fit/fit-storage';
import { FIT_LIMITS } from '@/lib/contracts';
import type { FitResponse } from '@/lib/fit/client';
import type { FitPanelCopy } from '@/lib/i18n';
import type { Locale } from '@/lib/contracts';

const MAX_CHARS = FIT_LIMITS.maxJobDescriptionChars;

/** The fit check panel: paste, check, and the table of requirements with their verdicts and evidence. */
export function FitPanel({ locale, copy, opening, onClose }: {
  locale: Locale;
  copy: FitPanelCopy;
  opening: { saved: SavedFitCheck | null; text: string; run: number };
  onClose: () => void;
}) {
  const [text, setText] = useState(opening.text);
  const [result, setResult] = useState<FitResponse | null>(opening.saved?.result ?? null);
  const [checkedText, setCheckedText] = useState(opening.saved?.result ? opening.saved.text : '');
  // Opened from the chat with a posting, the panel starts checking it at once.
  const [checking, setChecking] = useState(opening.run > 0);
  const [error, setError] = useState<string | null>(null);
  const panelRef = useRef<HTMLElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const resultsRef = useRef<HTMLElement>(null);
  const pending = useRef<AbortController | null>(null);
  const numbers = new Intl.NumberFormat(locale);

  /** Sends a posting; the answer, when it comes, is shown by `show` (a newer check cancels an older one). */
  function request(jobDescription: string): Promise<{ jobDescription: string; outcome: FitCall<FitResponse> } | null> {
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    return postFit<FitResponse>({ path: '/api/fit', jobDescription, locale, copy, signal: controller.signal }).then((outcome) =>
      controller.signal.aborted ? null : { jobDescription, outcome },
    );
  }

  function show(answer: { jobDescription: string; outcome: FitCall<FitResponse> } | null) {
    if (answer === null) return;
    const { jobDescription, outcome } = answer;
    setChecking(false);
    if (!outcome.ok) {
      setError(outcome.message);
      return;
    }
    setResult(outcome.data);
    setCheckedText(jobDescription);
    const storage = fitStorage();
    if (storage) saveFitCheck({ storage, check: { locale, text: jobDescription, result: outcome.data } });
    // The table replaces the wait: focus moves to it, so screen readers read the summary first.
    requestAnimationFrame(() => resultsRef.current?.focus());
  }

  function check(posting: string) {
    const jobDescription = posting.trim();
    if (jobDescription === '') return;
    setChecking(true);
    setError(null);
    void request(jobDescription).then(show);
  }

  // Opened from the chat with a posting: check it at once. Opened by hand: the visitor pastes first.
  useEffect(() => {
    panelRef.current?.scrollIntoView({ block: 'start', behavior: 'auto' });
    if (opening.run > 0) void request(opening.text.trim()).then(show);
    else if (!opening.saved) inputRef.current?.focus();
    return () => pending.current?.abort();
    // Runs once per opening: the parent keys the panel by the opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    check(text);
  }

  function close() {
    pending.current?.abort();
    const storage = fitStorage();
    if (storage) clearFitCheck({ storage });
    onClose();
  }

  return (
    <section
      ref={panelRef}
      id="fit-panel"
      aria-labelledby="fit-panel-title"
      data-testid="fit-panel"
      className="mt-4 scroll-mt-4 rounded-xl border border-neutral-300 p-4 sm:p-5 dark:border-neutral-700"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id="fit-panel-title" className="text-lg font-semibold">
          {copy.title}
        </h2>
        <button type="button" data-testid="fit-close" onClick={close} className={BUTTON_STYLES.quiet}>
          {copy.close}
        </button>
      </div>
      <p className="mt-1 text-sm text-neutral-700 dark:text-neutral-300">{copy.intro}</p>
      <form onSubmit={submit} className="mt-3">
        <label htmlFor="fit-input" className="text-sm font-medium">
          {copy.inputLabel}
        </label>
        <textarea
          id="fit-input"
          ref={inputRef}
          data-testid="fit-input"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={copy.placeholder}
          maxLength={MAX_CHARS}
          rows={8}
          aria-describedby="fit-counter"
          className="mt-1 block max-h-[50dvh] min-h-32 w-full resize-y rounded-xl border border-neutral-300 bg-white px-3 py-2 text-base focus-visible:border-blue-600 focus-visible:outline-2 focus-visible:outline-blue-600 dark:border-neutral-700 dark:bg-neutral-900 dark:focus-visible:border-blue-400 dark:focus-visible:outline-blue-400"
        />
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <p id="fit-counter" className="mr-auto text-xs tabular-nums text-neutral-600 dark:text-neutral-400">
            {fillTemplate({ template: copy.counter, values: { count: numbers.format(text.length), max: numbers.format(MAX_CHARS) } })}
          </p>
          {text !== '' && (
            <button type="button" data-testid="fit-clear" onClick={() => setText('')} className={BUTTON_STYLES.quiet}>
              {copy.clear}
            </button>
          )}
          <button type="submit" data-testid="fit-check" disabled={checking || text.trim() === ''} className={BUTTON_STYLES.primary}>
            {checking ? copy.checking : copy.check}
          </button>
        </div>
      </form>
      {error && (
        <p role="alert" data-testid="fit-error" className="mt-4 rounded-xl border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
          {error}
        </p>
      )}
      {result && <FitResults ref={resultsRef} result={result} jobDescription={checkedText} locale={locale} copy={copy} />}
    </section>
  );
}
