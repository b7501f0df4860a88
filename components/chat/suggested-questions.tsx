import { BUTTON_STYLES } from '@/components/chat/button-styles';

/** Starter questions on an empty chat; choosing one asks it. */
export function SuggestedQuestions({ title, questions, onChoose }: { title: string; questions: string[]; onChoose: (question: string) => void }) {
  return (
    <section aria-labelledby="chat-suggestions-title" data-testid="chat-suggestions" className="mt-2">
      <h2 id="chat-suggestions-title" className="text-sm font-medium text-neutral-700 dark:text-neutral-300">
        {title}
      </h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {questions.map((question) => (
          <li key={question}>
            <button type="button" data-testid="chat-suggestion" onClick={() => onChoose(question)} className={`${BUTTON_STYLES.secondary} text-left`}>
              {question}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
