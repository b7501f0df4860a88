'use client';

import { useEffect, useRef } from 'react';
import { BUTTON_STYLES } from '@/components/chat/button-styles';
import { fillTemplate } from '@/components/chat/fill-template';
import type { ChatCopy } from '@/lib/i18n';

/** The card offering to continue in the language the visitor wrote in, or to stay on this page. */
export function LanguageOffer({ copy, language, onSwitch, onStay }: { copy: ChatCopy; language: string; onSwitch: () => void; onStay: () => void }) {
  const switchButton = useRef<HTMLButtonElement>(null);
  // The card replaces the send: focus moves to it so keyboard and screen reader users meet the choice.
  useEffect(() => switchButton.current?.focus(), []);
  return (
    <section
      aria-labelledby="language-offer-title"
      data-testid="language-offer"
      className="rounded-2xl border border-accent/40 bg-accent-soft p-4 text-sm"
    >
      <h2 id="language-offer-title" className="font-semibold">
        {copy.languageCardTitle}
      </h2>
      <p className="mt-1">{fillTemplate({ template: copy.languageCardBody, values: { language } })}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button ref={switchButton} type="button" data-testid="language-offer-switch" onClick={onSwitch} className={BUTTON_STYLES.primary}>
          {fillTemplate({ template: copy.languageSwitch, values: { language } })}
        </button>
        <button type="button" data-testid="language-offer-stay" onClick={onStay} className={BUTTON_STYLES.secondary}>
          {copy.languageStay}
        </button>
      </div>
    </section>
  );
}
