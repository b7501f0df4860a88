import { safeHref } from '@/components/chat/markdown/safe-href';
import type { AnswerSource } from '@/lib/chat/chat-ui-message';

/** The profile sections an answer drew on, as small chips linking to their place on the portfolio page. */
export function AnswerSourcesList({ sources, label }: { sources: AnswerSource[]; label: string }) {
  // Sources always point into this site; anything else is not shown.
  const shown = sources.filter((source) => safeHref({ href: source.href })?.external === false);
  if (shown.length === 0) return null;
  return (
    <nav aria-label={label} data-testid="chat-sources" className="mt-3 flex flex-wrap items-center gap-1.5 text-xs">
      <span className="text-neutral-600 dark:text-neutral-400">{label}:</span>
      <ul className="contents">
        {shown.map((source) => (
          <li key={source.id}>
            <a
              href={source.href}
              data-testid="chat-source"
              className="inline-block max-w-full truncate rounded-full border border-neutral-300 bg-white px-2.5 py-1 text-neutral-800 hover:border-neutral-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:border-neutral-600 dark:bg-neutral-900 dark:text-neutral-200 dark:focus-visible:outline-blue-400"
            >
              {source.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
