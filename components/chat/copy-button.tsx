'use client';

import { useEffect, useState } from 'react';
import { BUTTON_STYLES } from '@/components/chat/button-styles';

const COPIED_VISIBLE_MS = 2000;

/** Copies an answer's text to the clipboard and says so for a moment. */
export function CopyButton({ text, label, doneLabel }: { text: string; label: string; doneLabel: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);
  return (
    <button
      type="button"
      data-testid="chat-copy"
      onClick={() => {
        void navigator.clipboard?.writeText(text).then(() => setCopied(true), () => setCopied(false));
      }}
      className={BUTTON_STYLES.quiet}
    >
      <span aria-live="polite">{copied ? doneLabel : label}</span>
    </button>
  );
}
