import { getDictionary } from '@/lib/i18n';
import { withoutParentheses } from '@/lib/knowledge';
import type { AnswerContext, AnswerPart } from '@/lib/offline/answer-context';
import { sentencesOf } from '@/lib/offline/compose-from-chunks';
import { foldedQuestion } from '@/lib/offline/detect-cues';
import { METRIC_WORDS } from '@/lib/offline/question-cues';
import { splitWords } from '@/lib/text';

type Metric = keyof typeof METRIC_WORDS;

/** "2,100", "2.100", "9 000" and "9000" read as numbers; a number counts when a metric word follows within three words. */
const NUMBER_THEN_WORDS = /(\d{1,3}(?:[.,\s\u00a0\u202f]\d{3})+|\d+)((?:\s+[\p{L}-]+){1,3})/gu;

function metricAsked({ question }: { question: string }): Metric | null {
  const folded = foldedQuestion({ question });
  for (const metric of Object.keys(METRIC_WORDS) as Metric[]) {
    if (METRIC_WORDS[metric].some((word) => folded.includes(` ${word} `))) return metric;
  }
  return null;
}

/** The largest amount of the metric a text states, with the sentence that states it. */
function amountIn({ text, metric }: { text: string; metric: Metric }): { amount: number; sentence: string } | null {
  let best: { amount: number; sentence: string } | null = null;
  for (const sentence of sentencesOf(text)) {
    for (const match of sentence.matchAll(NUMBER_THEN_WORDS)) {
      const words = splitWords({ text: match[2] ?? '' });
      if (!words.some((word) => (METRIC_WORDS[metric] as readonly string[]).includes(word))) continue;
      const amount = Number((match[1] ?? '').replace(/[.,\s\u00a0\u202f]/g, ''));
      if (!best || amount > best.amount) best = { amount, sentence };
    }
  }
  return best;
}

/**
 * "Which one has the most users?" after a list of projects: the project whose own text states the
 * largest number of users (or stars), with the sentence that says so. Null when no project states one.
 */
export function mostOfPart({ context }: { context: AnswerContext }): AnswerPart | null {
  const { question, locale, profile, resolution } = context;
  const metric = metricAsked({ question });
  if (!metric) return null;
  const listed = resolution.carried.filter((entity) => entity.kind === 'project').map((entity) => entity.key);
  const projects = profile.projects.filter((project) => listed.length === 0 || listed.includes(project.slug));
  const ranked = projects
    .map((project) => ({ project, found: amountIn({ text: [project.summary[locale], ...project.highlights.map((highlight) => highlight[locale])].join(' '), metric }) }))
    .filter((entry): entry is { project: (typeof projects)[number]; found: { amount: number; sentence: string } } => entry.found !== null)
    .sort((left, right) => right.found.amount - left.found.amount);
  const [best] = ranked;
  if (!best) return null;
  const lead = getDictionary({ locale }).answers.mostOf({ name: withoutParentheses({ text: best.project.name }) });
  return { text: `${lead} ${best.found.sentence}`, chunkIds: [`project-${best.project.slug}`] };
}
