'use client';

import { useEffect, useState } from 'react';
import { BUTTON_STYLES } from '@/components/chat/button-styles';

const STATUS_VISIBLE_MS = 2000;

type CopyStatus = 'idle' | 'copied' | 'unavailable';

/** Copies an answer's text to the clipboard and says for a moment whether it worked. */
export function CopyButton({ text, labels, testId = 'chat-copy' }: { text: string; labels: Record<CopyStatus, string>; testId?: string }) {
  const [status, setStatus] = useState<CopyStatus>('idle');
  useEffect(() => {
    if (status === 'idle') return;
    const timer = window.setTimeout(() => setStatus('idle'), STATUS_VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [status]);
  return (
    <button
      type="button"
      data-testid={testId}
      data-status={status}
      onClick={() => {
        // Browsers offer no clipboard on plain http, and may refuse it: say so rather than fail silently.
        if (!navigator.clipboard) return setStatus('unavailable');
        navigator.clipboard.writeText(text).then(
          () => setStatus('copied'),
          () => setStatus('unavailable'),
        );
      }}
      className={BUTTON_STYLES.quiet}
    >
      <span aria-live="polite">{labels[status]}</span>
    </button>
  );
}
