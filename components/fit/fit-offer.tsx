'use client';

import { useEffect, useRef } from 'react';
import { BUTTON_STYLES } from '@/components/chat/button-styles';
import type { FitPanelCopy } from '@/lib/i18n';

/** The card the chat shows instead of sending a pasted job description: check its fit, or ask anyway. */
export function FitOffer({ copy, onCheck, onAsk }: { copy: FitPanelCopy; onCheck: () => void; onAsk: () => void }) {
  const checkButton = useRef<HTMLButtonElement>(null);
  // The card replaces the send: focus moves to it so keyboard and screen reader users meet the choice.
  useEffect(() => checkButton.current?.focus(), []);
  return (
    <section aria-labelledby="fit-offer-title" data-testid="fit-offer" className="rounded-xl border border-blue-300 bg-blue-50 p-4 text-sm dark:border-blue-800 dark:bg-blue-950">
      <h2 id="fit-offer-title" className="font-semibold">
        {copy.offerTitle}
      </h2>
      <p className="mt-1">{copy.offerBody}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button ref={checkButton} type="button" data-testid="fit-offer-check" onClick={onCheck} className={BUTTON_STYLES.primary}>
          {copy.offerCheck}
        </button>
        <button type="button" data-testid="fit-offer-ask" onClick={onAsk} className={BUTTON_STYLES.secondary}>
          {copy.offerAsk}
        </button>
      </div>
    </section>
  );
}
