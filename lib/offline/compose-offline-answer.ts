import { getDictionary, isUnsupportedLanguage } from '@/lib/i18n';
import type { Locale } from '@/lib/contracts';
import type { Profile } from '@/lib/knowledge';
import type { AnswerContext, AnswerPart, OfflineAnswer } from '@/lib/offline/answer-context';
import { navigationPart } from '@/lib/offline/answers/career-answers';
import { factParts } from '@/lib/offline/answers/fact-parts';
import { salaryPart, unsupportedLanguagePart } from '@/lib/offline/answers/person-answers';
import { checkPremise } from '@/lib/offline/check-premise';
import { composeFromChunks, continueTopic, sentencesOf } from '@/lib/offline/compose-from-chunks';
import { foldedQuestion } from '@/lib/offline/detect-cues';
import { premiseReply } from '@/lib/offline/premise-reply';
import { mostOfPart } from '@/lib/offline/most-of';
import { smallTalkKind } from '@/lib/offline/small-talk';
import { BOUNDARY_CUES } from '@/lib/knowledge';
import { findMentions } from '@/lib/retrieval';
import type { FollowUpResolution, RetrievalResult, ScoredChunk } from '@/lib/retrieval';
import { splitWords } from '@/lib/text';

export type { OfflineAnswer } from '@/lib/offline/answer-context';

const STANDALONE: FollowUpResolution = { resolvedQuery: '', carried: [], reference: null };

function isBlogQuestion({ retrieval, top }: { retrieval: RetrievalResult; top: ScoredChunk | undefined }): boolean {
  return retrieval.intent === 'blog' || top?.chunk.domain === 'blog';
}

/** The declined topic whose chunk (`boundary-<id>`) scored best, if any. */
function matchedBoundary({ profile, chunks }: { profile: Profile; chunks: readonly ScoredChunk[] }): Profile['boundaries'][number] | undefined {
  const [top] = chunks;
  if (top?.chunk.domain !== 'boundaries') return undefined;
  // The list of all declined topics ties with the one asked about: the specific one answers.
  const tied = chunks.filter(({ chunk, score }) => chunk.domain === 'boundaries' && score === top.score);
  return profile.boundaries.find((boundary) => tied.some(({ chunk }) => chunk.id === `boundary-${boundary.id}`));
}

const SALARY_CUES = BOUNDARY_CUES.salary.map((cue) => ` ${splitWords({ text: cue }).join(' ')} `);

/** Pay asked about in any language, however it is phrased ("¿cuánto quieres cobrar?"). */
function asksSalary({ question }: { question: string }): boolean {
  const folded = foldedQuestion({ question });
  return SALARY_CUES.some((cue) => folded.includes(cue));
}

const answerOf = ({ text, chunkIds }: AnswerPart): OfflineAnswer => ({ text, usedChunkIds: [...new Set(chunkIds)] });

/** Joins the parts of a multi-part answer, one paragraph each, saying each sentence once. */
function joinParts(parts: AnswerPart[]): OfflineAnswer {
  const said = new Set<string>();
  const fresh = (line: string) => sentencesOf(line).filter((sentence) => !said.has(sentence) && said.add(sentence)).join(' ');
  // Line by line, so a part written as a Markdown list keeps its lines.
  const paragraphs = parts
    .map((part) => part.text.split('\n').map(fresh).join('\n').replace(/\n{3,}/g, '\n\n').trim())
    .filter((paragraph) => paragraph.length > 0);
  return answerOf({ text: paragraphs.join('\n\n'), chunkIds: parts.flatMap((part) => part.chunkIds) });
}

/**
 * The offline engine's first-person answer in `locale`, built only from the profile and the retrieved
 * chunks, deterministic for the same inputs. It leads with the fact asked for. Order: a language the
 * product does not answer in, the canonical answer, small talk, salary, the blog, a declined topic,
 * career navigation and other follow-ups, the facts the question asks for (part by part), a false
 * premise, nothing matched, then the focused best chunks.
 */
export function composeOfflineAnswer(options: {
  question: string;
  locale: Locale;
  retrieval: RetrievalResult;
  profile: Profile;
  today: Date;
  resolution?: FollowUpResolution;
}): OfflineAnswer {
  const context: AnswerContext = { ...options, resolution: options.resolution ?? { ...STANDALONE, resolvedQuery: options.question } };
  const { question, locale, retrieval, profile, resolution } = context;
  if (isUnsupportedLanguage({ text: question })) return answerOf(unsupportedLanguagePart({ locale }));
  const parts = factParts({ context });
  // A canonical answer stands for the question, unless the question asks several things at once.
  if (retrieval.canonical && resolution.reference !== 'more' && parts.length < 2) {
    const top = retrieval.chunks[0];
    return { text: retrieval.canonical.answer[locale], usedChunkIds: top && top.chunk.domain !== 'boundaries' ? [top.chunk.id] : [] };
  }
  // Fallback chunks (bio, boundaries) carry no signal about the question.
  const top = retrieval.usedFallback ? undefined : retrieval.chunks[0];
  if (!top && retrieval.intent === 'conversational') return { text: getDictionary({ locale }).offline.smallTalk[smallTalkKind({ question })], usedChunkIds: [] };
  if (asksSalary({ question })) return answerOf(salaryPart({ context }));
  if (isBlogQuestion({ retrieval, top })) return { text: profile.blog.notIndexedReply[locale], usedChunkIds: [] };
  const boundary = matchedBoundary({ profile, chunks: top ? retrieval.chunks : [] });
  if (boundary) return { text: boundary.reply[locale], usedChunkIds: [] };

  if (resolution.reference === 'previous-job' || resolution.reference === 'next-job') {
    const navigation = navigationPart({ context });
    if (navigation) return answerOf(navigation);
  }
  if (resolution.reference === 'more' && resolution.previous) {
    // The topic's own chunk first, then the other retrieved ones (a skill's details live in the jobs that used it).
    const topic = retrieval.chunks.filter(({ chunk }) => resolution.carried.some((entity) => entity.chunkId === chunk.id));
    const rest = retrieval.chunks.filter((scored) => !topic.includes(scored) && scored.chunk.domain !== 'boundaries');
    const more = continueTopic({ chunks: [...topic, ...rest], said: resolution.previous.answer, locale });
    const name = resolution.carried[0]?.name ?? top?.chunk.title ?? '';
    return more.text ? answerOf(more) : { text: getDictionary({ locale }).answers.nothingMore({ topic: name }), usedChunkIds: [] };
  }
  if (resolution.reference === 'selection') {
    const most = mostOfPart({ context });
    if (most) return answerOf(most);
  }

  const finding = checkPremise({ question, profile });
  if (parts.length > 0) {
    // A false premise beside answerable parts ("React and Kubernetes?") is said first, then the facts.
    // Things the profile does name ("Go" in "Go exactamente") are not unknown, however the premise check cut them.
    const items = finding?.type === 'unknown' ? finding.items.filter((item) => findMentions({ text: item, profile }).length === 0) : [];
    const unknown = items.length > 0 ? [{ text: getDictionary({ locale }).offline.noRecord({ items: new Intl.ListFormat(locale, { type: 'disjunction' }).format(items) }), chunkIds: [] }] : [];
    return joinParts([...unknown, ...parts]);
  }
  if (finding) return answerOf(premiseReply({ question, finding, locale, profile, retrieval, today: context.today }));
  if (!top) return { text: (retrieval.intent === 'general' ? profile.assistant.offTopic : profile.assistant.unknown)[locale], usedChunkIds: [] };
  const focusQuestion = resolution.reference ? resolution.resolvedQuery : question;
  return answerOf(composeFromChunks({ question: focusQuestion, chunks: retrieval.chunks.filter(({ chunk }) => chunk.domain !== 'boundaries'), locale }));
}
