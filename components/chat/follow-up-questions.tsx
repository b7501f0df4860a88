import { Icon } from '@/components/icons';

/** The two or three questions suggested under the latest answer; choosing one asks it. */
export function FollowUpQuestions({ title, questions, onChoose }: { title: string; questions: string[]; onChoose: (question: string) => void }) {
  return (
    <section aria-labelledby="chat-follow-ups-title" data-testid="chat-follow-ups" className="mt-3 border-t border-line pt-3">
      <h2 id="chat-follow-ups-title" className="text-xs font-medium text-muted">
        {title}
      </h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {questions.map((question) => (
          <li key={question} className="min-w-0 max-w-full">
            <button
              type="button"
              data-testid="chat-follow-up"
              onClick={() => onChoose(question)}
              className="flex min-h-9 max-w-full items-center gap-1.5 rounded-full border border-line bg-canvas px-3 py-1.5 text-left text-sm text-ink transition-colors wrap-anywhere hover:border-accent hover:text-accent motion-reduce:transition-none"
            >
              <Icon name="arrowRight" className="size-3.5 text-accent" />
              <span className="min-w-0">{question}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
