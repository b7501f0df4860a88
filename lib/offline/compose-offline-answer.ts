import { getDictionary, isUnsupportedLanguage } from '@/lib/i18n';
import type { Locale } from '@/lib/contracts';
import { boundaryKind, type Profile } from '@/lib/knowledge';
import type { AnswerContext, AnswerPart, OfflineAnswer } from '@/lib/offline/answer-context';
import { navigationPart } from '@/lib/offline/answers/career-answers';
import { frameParts } from '@/lib/offline/answers/frame-answers';
import { figureLed, questionDetailPart, statesWhatIsAsked } from '@/lib/offline/answers/detail-part';
import { unsupportedLanguagePart } from '@/lib/offline/answers/person-answers';
import { checkPremise, type PremiseFinding } from '@/lib/offline/check-premise';
import { composeFromChunks, continueTopic, sentencesOf } from '@/lib/offline/compose-from-chunks';
import { premiseReply } from '@/lib/offline/premise-reply';
import { mostOfPart } from '@/lib/offline/most-of';
import { smallTalkKind } from '@/lib/offline/small-talk';
import { findMentions, readQuestion, type QuestionReading } from '@/lib/retrieval';
import { findConcepts, isLexiconWord } from '@/lib/lexicon';
import { isStopword, splitWords } from '@/lib/text';
import type { FollowUpResolution, RetrievalResult, ScoredChunk } from '@/lib/retrieval';

export type { OfflineAnswer } from '@/lib/offline/answer-context';

const STANDALONE: FollowUpResolution = { resolvedQuery: '', carried: [], reference: null };

function isBlogQuestion({ retrieval, top }: { retrieval: RetrievalResult; top: ScoredChunk | undefined }): boolean {
  return retrieval.intent === 'blog' || top?.chunk.domain === 'blog';
}

/** The owner's own reply to requests for general help ("write me a script"), if the profile declines them. */
function generalHelpReply({ profile, locale }: { profile: Profile; locale: Locale }): string | undefined {
  return profile.boundaries.find((boundary) => boundaryKind({ boundary }) === 'general-help')?.reply[locale];
}

/** The declined topic whose chunk (`boundary-<id>`) scored best, if any. */
function matchedBoundary({ profile, chunks }: { profile: Profile; chunks: readonly ScoredChunk[] }): Profile['boundaries'][number] | undefined {
  const [top] = chunks;
  if (top?.chunk.domain !== 'boundaries') return undefined;
  // The list of all declined topics ties with the one asked about: the specific one answers.
  const tied = chunks.filter(({ chunk, score }) => chunk.domain === 'boundaries' && score === top.score);
  return profile.boundaries.find((boundary) => tied.some(({ chunk }) => chunk.id === `boundary-${boundary.id}`));
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
 * The premise check, less what the reading already answers: a name it read as a subject ("k8s" is Kubernetes),
 * or words of the language only ("longer", "jahren").
 */
function premiseOf({ profile, reading }: { profile: Profile; reading: QuestionReading }): PremiseFinding | null {
  const finding = checkPremise({ question: reading.askedText, profile });
  if (finding?.type !== 'unknown') return finding;
  const named = new Set(reading.namedWords);
  const items = finding.items.filter((item) => {
    const words = splitWords({ text: item });
    return findMentions({ text: item, profile }).length === 0 && !words.some((word) => named.has(word)) && !words.every((word) => isLexiconWord({ word }) || isStopword({ word }));
  });
  return items.length > 0 ? { ...finding, items } : null;
}

/** Attributes answered by describing (not by a computed figure or a setting): a sentence of the owner's may answer better. */
const DESCRIPTIVE_ATTRIBUTES = new Set(['work', 'projects', 'team', 'identity', 'career-history', 'stack', 'strengths', 'motivation', 'working-style', 'industries', 'current-role', 'role']);

/** Attributes that say little on their own: a declined topic or the owner's FAQ speaks better when only these were read. */
const WEAK_ATTRIBUTES = new Set(['identity', 'work', 'career-history', 'motivation', 'stack', 'technology']);

/**
 * The offline engine's first-person answer in `locale`, built only from the profile and the retrieved
 * chunks, deterministic for the same inputs. The question is read as frames (subject × attribute, see
 * readQuestion) and each frame is answered from the profile, in the question's order, leading with the fact
 * asked for. Before the frames: a language the product does not answer in, the owner's FAQ (unless the question
 * asks several things), small talk, the blog, a declined topic, career navigation and other follow-ups. After:
 * a false premise, then, when no frame was read, the closest facts of the retrieved chunks; a question about
 * the owner is never refused as off-topic.
 */
export function composeOfflineAnswer(options: {
  question: string;
  locale: Locale;
  retrieval: RetrievalResult;
  profile: Profile;
  today: Date;
  resolution?: FollowUpResolution;
  /** The question's reading when the caller has it already (readQuestion with the same question and resolution). */
  reading?: QuestionReading;
}): OfflineAnswer {
  const context: AnswerContext = { ...options, resolution: options.resolution ?? { ...STANDALONE, resolvedQuery: options.question } };
  const { question, locale, retrieval, profile, resolution } = context;
  if (isUnsupportedLanguage({ text: question })) return answerOf(unsupportedLanguagePart({ locale }));
  const reading = options.reading ?? readQuestion({ question, profile, today: context.today, locale, resolution });
  const framed = frameParts({ frames: reading.frames, context });
  // The visitor's own words the frames' answers miss, held by one of the owner's sentences: that sentence leads.
  // Beside a setting or a computed figure, the owner's sentence must hold more of the visitor's words to lead.
  const descriptive = reading.frames.every((frame) => DESCRIPTIVE_ATTRIBUTES.has(frame.attribute));
  const detail = framed.length > 0 && !reading.yesNo
    ? questionDetailPart({
      context,
      parts: framed,
      count: reading.frames.some((frame) => frame.kind === 'count'),
      names: reading.subjects.map((subject) => subject.name),
      about: reading.subjects.flatMap((subject) => (subject.entity && (subject.kind === 'employer' || subject.kind === 'project') ? [subject.entity] : [])),
      strict: !descriptive,
    })
    : null;
  const found = detail ? [detail, ...framed] : framed;
  const parts = reading.frames[0]?.kind === 'count' ? figureLed({ parts: found, context, names: reading.subjects.map((subject) => subject.name) }) : found;
  // A canonical answer stands for the question, unless the question asks several things at once.
  if (retrieval.canonical && resolution.reference !== 'more' && parts.length < 2) {
    const top = retrieval.chunks[0];
    return { text: retrieval.canonical.answer[locale], usedChunkIds: top && top.chunk.domain !== 'boundaries' ? [top.chunk.id] : [] };
  }
  if (reading.offTopic) return { text: (reading.offTopic === 'task' ? generalHelpReply({ profile, locale }) : undefined) ?? profile.assistant.offTopic[locale], usedChunkIds: [] };
  // Fallback chunks (bio, boundaries) carry no signal about the question.
  const top = retrieval.usedFallback ? undefined : retrieval.chunks[0];
  if (!reading.aboutTheOwner && retrieval.intent === 'conversational') return { text: getDictionary({ locale }).offline.smallTalk[smallTalkKind({ question })], usedChunkIds: [] };
  if (isBlogQuestion({ retrieval, top })) return { text: profile.blog.notIndexedReply[locale], usedChunkIds: [] };
  const weakOnly = reading.frames.every((frame) => WEAK_ATTRIBUTES.has(frame.attribute));
  const boundary = weakOnly ? matchedBoundary({ profile, chunks: top ? retrieval.chunks : [] }) : undefined;
  // A declined topic asked as "could you…?" is a no, said first.
  if (boundary) return { text: reading.yesNo ? `${getDictionary({ locale }).frames.no} ${boundary.reply[locale]}` : boundary.reply[locale], usedChunkIds: [] };

  if ((resolution.reference === 'previous-job' || resolution.reference === 'next-job') && weakOnly) {
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

  const finding = premiseOf({ profile, reading });
  // A false premise beside answerable parts ("React and Kubernetes?") is said first, then the facts; beside weak
  // parts only ("did you ever work at Spotify?"), the premise is the answer.
  // "How much experience with VHDL?" for a profile without it: the career's length would read as the answer.
  const careerForUnknown = finding?.type === 'unknown' && reading.frames.length > 0 && reading.frames.every((frame) => frame.attribute === 'career-years');
  if (parts.length > 0 && !(weakOnly && finding) && !careerForUnknown) {
    // An unknown name a part already says plainly ("no PMP certification") is not said twice.
    const partWords = new Set(parts.flatMap((part) => splitWords({ text: part.text })));
    const items = finding?.type === 'unknown' ? finding.items.filter((item) => !splitWords({ text: item }).filter((word) => !isLexiconWord({ word })).every((word) => partWords.has(word))) : [];
    const unknown = items.length > 0 ? [{ text: getDictionary({ locale }).offline.noRecord({ items: new Intl.ListFormat(locale, { type: 'disjunction' }).format(items) }), chunkIds: [] }] : [];
    return joinParts([...unknown, ...parts]);
  }
  if (finding) {
    const reply = premiseReply({ question, finding, locale, profile, retrieval, today: context.today });
    // Something the profile has no record of, or that the owner does not offer, asked as yes/no: a no, said first.
    return answerOf(reading.yesNo ? { ...reply, text: `${getDictionary({ locale }).frames.no} ${reply.text}` } : reply);
  }
  if (!top) {
    if (reading.aboutTheOwner || retrieval.intent !== 'general') return { text: profile.assistant.unknown[locale], usedChunkIds: [] };
    return { text: profile.assistant.offTopic[locale], usedChunkIds: [] };
  }
  const focusQuestion = resolution.reference ? resolution.resolvedQuery : question;
  const closest = composeFromChunks({ question: focusQuestion, chunks: retrieval.chunks.filter(({ chunk }) => chunk.domain !== 'boundaries'), locale });
  // A yes/no question the owner's own sentence answers by holding every word it asks about: yes, said first; no
  // when the sentence says it is not so ("I don't build mobile apps").
  const first = sentencesOf(closest.text)[0] ?? '';
  if (!reading.yesNo || !statesWhatIsAsked({ question, text: first, locale, names: reading.subjects.map((subject) => subject.name) })) return answerOf(closest);
  const words = splitWords({ text: first });
  const denied = findConcepts({ words, locales: [locale] }).some((hit) => hit.concept === 'negation');
  const copy = getDictionary({ locale });
  const lead = denied ? copy.frames.no : copy.answers.yes;
  return answerOf(denied && splitWords({ text: lead })[0] === words[0] ? closest : { ...closest, text: `${lead} ${closest.text}` });
}
