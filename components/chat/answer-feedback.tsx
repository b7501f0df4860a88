'use client';

import { useState } from 'react';
import { Icon } from '@/components/icons';
import { sendFeedback } from '@/components/chat/send-feedback';
import type { FeedbackCopy } from '@/lib/i18n';
import type { FeedbackRequest, Rating } from '@/lib/feedback';

type Status = { kind: 'idle' } | { kind: 'thanks' } | { kind: 'failed'; message: string };

const THUMBS: { rating: Rating; icon: 'thumbUp' | 'thumbDown' }[] = [
  { rating: 'up', icon: 'thumbUp' },
  { rating: 'down', icon: 'thumbDown' },
];

/**
 * Thumbs up and down under one answer. A change of mind is sent with the rating it replaces, so the counts stay
 * true; a failure keeps the last counted rating and says so in a small line, and the chat goes on.
 */
export function AnswerFeedback({ answer, rating, onRated, copy }: {
  /** What the rating is about: the answer's mode, intent and cited fact ids (no text, no identity). */
  answer: Omit<FeedbackRequest, 'rating' | 'previous'>;
  /** The rating the server counted for this answer, if any. */
  rating: Rating | undefined;
  onRated: (rating: Rating) => void;
  copy: Pick<FeedbackCopy, 'label' | 'up' | 'down' | 'thanks' | 'failed'>;
}) {
  const [pending, setPending] = useState<Rating | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const shown = pending ?? rating;

  async function rate(chosen: Rating) {
    // One rating at a time: the next change must name the rating the server really counted.
    if (pending || chosen === rating) return;
    setPending(chosen);
    const result = await sendFeedback({ body: { ...answer, rating: chosen, ...(rating ? { previous: rating } : {}) } });
    setPending(null);
    if (result.ok) onRated(chosen);
    setStatus(result.ok ? { kind: 'thanks' } : { kind: 'failed', message: result.message ?? copy.failed });
  }

  return (
    <div role="group" aria-label={copy.label} data-testid="chat-feedback" className="flex min-w-0 flex-1 items-center gap-1">
      {THUMBS.map(({ rating: value, icon }) => (
        <button
          key={value}
          type="button"
          data-testid={`chat-feedback-${value}`}
          aria-pressed={shown === value}
          aria-label={value === 'up' ? copy.up : copy.down}
          title={value === 'up' ? copy.up : copy.down}
          onClick={() => void rate(value)}
          className="inline-flex size-8 items-center justify-center rounded-md text-muted transition-colors hover:bg-accent-soft hover:text-accent aria-pressed:bg-accent-soft aria-pressed:text-accent motion-reduce:transition-none"
        >
          <Icon name={icon} className="size-4" />
        </button>
      ))}
      <p aria-live="polite" data-testid="chat-feedback-status" data-status={status.kind} className={`ms-1 min-w-0 text-xs ${status.kind === 'failed' ? 'text-warning' : 'text-muted'}`}>
        {status.kind === 'thanks' ? copy.thanks : status.kind === 'failed' ? status.message : ''}
      </p>
    </div>
  );
}
