'use client';

import dynamic from 'next/dynamic';
import { useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { BUTTON_STYLES } from '@/components/chat/button-styles';
import { FitCheckContext, type FitCheckControls } from '@/components/fit/fit-check-context';
import { fitStorage, loadFitCheck, type SavedFitCheck } from '@/components/fit/fit-storage';
import type { FitPanelCopy } from '@/lib/i18n';
import type { Locale } from '@/lib/contracts';

// The panel, its table and its Markdown code load only when a visitor opens it: the chat's first load stays small.
const FitPanel = dynamic(() => import('@/components/fit/fit-panel').then((module) => module.FitPanel), { ssr: false });

/** What the panel opens with: a saved check to show again, or a text to check right away (`run` changes each time). */
interface Opening {
  saved: SavedFitCheck | null;
  text: string;
  run: number;
}

/**
 * The chat page's fit check: an action that opens the panel above the chat, and the context through which the
 * chat offers a pasted job description to it.
 */
export function FitCheck({ locale, copy, children }: { locale: Locale; copy: FitPanelCopy; children: ReactNode }) {
  const [opening, setOpening] = useState<Opening | null>(null);
  const runs = useRef(0);

  // A check saved in this tab (before following an evidence link, or a reload) opens again as it was.
  useLayoutEffect(() => {
    const storage = fitStorage();
    const saved = storage ? loadFitCheck({ storage, locale }) : null;
    // Restoring browser state after hydration is the one way to keep the server HTML identical.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (saved) setOpening({ saved, text: saved.text, run: 0 });
  }, [locale]);

  const controls = useMemo<FitCheckControls>(
    () => ({ copy, checkText: (text) => setOpening({ saved: null, text, run: (runs.current += 1) }) }),
    [copy],
  );

  return (
    <FitCheckContext.Provider value={controls}>
      <div className="mt-4">
        <button
          type="button"
          data-testid="fit-open"
          aria-expanded={opening !== null}
          aria-controls="fit-panel"
          onClick={() => setOpening((current) => current ?? { saved: null, text: '', run: 0 })}
          className={BUTTON_STYLES.secondary}
        >
          {copy.open}
        </button>
      </div>
      {opening && <FitPanel key={opening.run} locale={locale} copy={copy} opening={opening} onClose={() => setOpening(null)} />}
      {children}
    </FitCheckContext.Provider>
  );
}
