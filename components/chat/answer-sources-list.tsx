import { safeHref } from '@/components/chat/markdown/safe-href';
import type { AnswerSource } from '@/lib/chat';

/** The profile sections an answer drew on, as small chips linking to their place on the portfolio page. */
export function AnswerSourcesList({ sources, label }: { sources: AnswerSource[]; label: string }) {
  // Sources always point into this site; anything else is not shown.
  const shown = sources.filter((source) => safeHref({ href: source.href })?.external === false);
  if (shown.length === 0) return null;
  return (
    <nav aria-label={label} data-testid="chat-sources" className="mt-3.5 flex flex-wrap items-center gap-1.5 border-t border-line pt-3 text-xs">
      <span className="text-muted">{label}:</span>
      <ul className="contents">
        {shown.map((source) => (
          <li key={source.id}>
            <a
              href={source.href}
              data-testid="chat-source"
              className="inline-block max-w-full truncate rounded-full bg-accent-soft px-2.5 py-1 font-medium text-accent hover:underline"
            >
              {source.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
