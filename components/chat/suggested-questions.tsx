import { Icon } from '@/components/icons';

/** How each list looks: the starters fill an empty chat as cards; the follow-ups sit under an answer as chips. */
const VARIANTS = {
  starters: {
    testIds: { section: 'chat-suggestions', button: 'chat-suggestion' },
    section: 'mt-2',
    title: 'text-sm font-medium text-muted',
    list: 'mt-3 grid gap-2 sm:grid-cols-2',
    item: '',
    button:
      'flex min-h-11 w-full items-center gap-2 rounded-xl border border-line bg-surface px-4 py-2.5 text-left text-sm font-medium text-ink transition-colors hover:border-accent hover:text-accent motion-reduce:transition-none',
    icon: { name: 'chat', className: 'size-4 text-accent' },
  },
  followUps: {
    testIds: { section: 'chat-follow-ups', button: 'chat-follow-up' },
    section: 'mt-3 border-t border-line pt-3',
    title: 'text-xs font-medium text-muted',
    list: 'mt-2 flex flex-wrap gap-2',
    item: 'min-w-0 max-w-full',
    button:
      'flex min-h-9 max-w-full items-center gap-1.5 rounded-full border border-line bg-canvas px-3 py-1.5 text-left text-sm text-ink transition-colors wrap-anywhere hover:border-accent hover:text-accent motion-reduce:transition-none',
    icon: { name: 'arrowRight', className: 'size-3.5 text-accent' },
  },
} as const;

/** Questions to choose from (the starters of an empty chat, or the follow-ups under the latest answer); choosing one asks it. */
export function SuggestedQuestions({ title, questions, onChoose, variant = 'starters' }: {
  title: string;
  questions: string[];
  onChoose: (question: string) => void;
  variant?: keyof typeof VARIANTS;
}) {
  const style = VARIANTS[variant];
  const titleId = `${style.testIds.section}-title`;
  return (
    <section aria-labelledby={titleId} data-testid={style.testIds.section} className={style.section}>
      <h2 id={titleId} className={style.title}>
        {title}
      </h2>
      <ul className={style.list}>
        {questions.map((question) => (
          <li key={question} className={style.item}>
            <button type="button" data-testid={style.testIds.button} onClick={() => onChoose(question)} className={style.button}>
              <Icon name={style.icon.name} className={style.icon.className} />
              <span className="min-w-0">{question}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
