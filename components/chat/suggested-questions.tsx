import { Icon } from '@/components/icons';

/** Starter questions on an empty chat; choosing one asks it. */
export function SuggestedQuestions({ title, questions, onChoose }: { title: string; questions: string[]; onChoose: (question: string) => void }) {
  return (
    <section aria-labelledby="chat-suggestions-title" data-testid="chat-suggestions" className="mt-2">
      <h2 id="chat-suggestions-title" className="text-sm font-medium text-muted">
        {title}
      </h2>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {questions.map((question) => (
          <li key={question}>
            <button
              type="button"
              data-testid="chat-suggestion"
              onClick={() => onChoose(question)}
              className="flex min-h-11 w-full items-center gap-2 rounded-xl border border-line bg-surface px-4 py-2.5 text-left text-sm font-medium text-ink transition-colors hover:border-accent hover:text-accent motion-reduce:transition-none"
            >
              <Icon name="chat" className="size-4 text-accent" />
              {question}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
